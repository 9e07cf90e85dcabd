import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bufferedStdout, processLogger } from './request-log.ts';

const SECRETS = {
  invitation: 'inviteTOKENabc123456789',
  unsubscribe: 'unsubTOKENdef987654321',
  comeBack: 'comebackTOKENghi13579',
  confirm: 'confirmTOKENjkl24680',
  pixel: 'pixelSIGmno11223',
  click: 'clickSIGpqr44556',
};

// Logging does not depend on the database: one dialect is enough.
const [dialect] = dialects;

describe('request log lines', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    if (!dialect) throw new Error('no database to test on');
    const logger = processLogger('info', { write: (line: string) => void lines.push(line) });
    t = await createTestApp(dialect, undefined, { logger });
  });
  afterAll(() => t.close());

  it('show every URL without the tokens and signatures it carries', async () => {
    const requests: [string, string][] = [
      ['GET', `/api/admin-invitations/${SECRETS.invitation}`],
      ['POST', `/api/admin-invitations/${SECRETS.invitation}/accept`],
      ['GET', `/admin/invite/${SECRETS.invitation}`],
      ['GET', `/api/newsletter/unsubscribe?token=${SECRETS.unsubscribe}`],
      ['GET', `/api/newsletter/confirm?token=${SECRETS.comeBack}`],
      ['POST', `/api/newsletter/confirm?token=${SECRETS.comeBack}`],
      ['GET', `/orders/confirm/${SECRETS.confirm}`],
      ['GET', `/api/newsletter/o/d1/${SECRETS.pixel}.gif`],
      ['GET', `/api/newsletter/c/d1/${SECRETS.click}?u=https%3A%2F%2Fshop.test%2F`],
    ];
    for (const [method, url] of requests) {
      await t.app.inject({ method: method as 'GET' | 'POST', url, payload: method === 'POST' ? {} : undefined });
    }
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; url?: string });
    const completed = logged.filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => l.url)).toEqual([
      '/api/admin-invitations/[redacted]',
      '/api/admin-invitations/[redacted]/accept',
      '/admin/invite/[redacted]',
      '/api/newsletter/unsubscribe?token=[redacted]',
      '/api/newsletter/confirm?token=[redacted]',
      '/api/newsletter/confirm?token=[redacted]',
      '/orders/confirm/[redacted]',
      '/api/newsletter/o/d1/[redacted]',
      '/api/newsletter/c/d1/[redacted]?u=https%3A%2F%2Fshop.test%2F',
    ]);
    const all = lines.join('\n');
    for (const secret of Object.values(SECRETS)) expect(all).not.toContain(secret);
  });

  it('show no e-mail address given in a query, named email or not', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/orders?email=ada.buyer%40example.com' });
    await t.app.inject({ method: 'GET', url: '/api/admin/orders?search=ada.buyer@example.com&status=pending' });
    await t.app.inject({ method: 'GET', url: '/api/admin/consents?Email=someone' });
    const completed = lines
      .map((line) => JSON.parse(line) as { msg: string; url?: string })
      .filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => l.url)).toEqual([
      '/api/orders?email=[redacted]',
      '/api/admin/orders?search=[redacted]&status=pending',
      '/api/admin/consents?Email=[redacted]',
    ]);
    expect(lines.join('\n')).not.toContain('ada.buyer');
  });
});

describe('the buffered log destination', () => {
  it('holds short lines until flushed, then writes them all', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'vernissage-log-')), 'out.log');
    const fd = openSync(file, 'w');
    const out = bufferedStdout(fd);
    const log = processLogger('info', out.stream);
    log.info({ method: 'GET', url: '/gallery', statusCode: 200, responseTime: 1.2 }, 'request completed');
    expect(readFileSync(file, 'utf8')).toBe('');
    out.flushSync();
    const line = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(line).toMatchObject({ url: '/gallery', statusCode: 200, msg: 'request completed' });
    expect(line).not.toHaveProperty('pid');
    closeSync(fd);
  });
});
