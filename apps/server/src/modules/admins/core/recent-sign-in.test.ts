import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../../../test/databases.ts';
import { requireRecentSignIn } from './recent-sign-in.ts';

const requestFor = (sessionId: string) =>
  ({ admin: { id: 'a1', email: 'a@gallery.test', sessionId, role: 'owner' } }) as FastifyRequest;

for (const dialect of dialects) {
  describe(`the recent sign-in check on ${dialect.name}`, () => {
    it('answers 401 for a session that ended after the guard let the request in (its admin was removed)', async () => {
      const t = await dialect.create();
      try {
        const check = requireRecentSignIn({ db: t.db, clock: { now: () => new Date() } });
        const outcome = check.call(
          undefined as never,
          requestFor('a-session-deleted-a-moment-ago'),
          {} as FastifyReply,
        );
        await expect(outcome).rejects.toMatchObject({ status: 401 });
      } finally {
        await t.drop();
      }
    });
  });
}
