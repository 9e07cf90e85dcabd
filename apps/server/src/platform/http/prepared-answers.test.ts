import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPreparedAnswers, type PreparedAnswers, type ServedAnswer } from './prepared-answers.ts';

/** A server whose app answers "from the app" and keeps what `keep` says; the prepared answers go first. */
async function serverWith(keep: (answers: PreparedAnswers, req: IncomingMessage) => void) {
  const served: ServedAnswer[] = [];
  let ids = 0;
  const answers = createPreparedAnswers({
    requestId: () => `id-${++ids}`,
    served: (a) => served.push(a),
    maxAnswers: 2,
  });
  const appCalls: string[] = [];
  const server: Server = createServer((req, res) => {
    if (answers.serve(req, res)) return;
    appCalls.push(`${req.method} ${req.url}`);
    keep(answers, req);
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('from the app');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { answers, served, appCalls, base, close: () => new Promise((r) => server.close(r)) };
}

describe('prepared answers', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(() => close?.());

  it('sends a kept answer to an identical request, with its own request id, while it is current', async () => {
    let current = true;
    const s = await serverWith((answers, req) =>
      answers.remember(req, {
        headers: {
          'content-type': 'application/json',
          etag: 'W/"v1"',
          'content-length': 9,
          link: ['<a>', '<b>'],
          // The id the kept answer went out with: every later request gets its own instead.
          'x-request-id': 'first',
        },
        body: Buffer.from('{"a":"b"}'),
        current: () => current,
        route: '/things',
      }),
    );
    close = s.close;
    expect(await (await fetch(`${s.base}/things?x=1`)).text()).toBe('from the app');
    const kept = await fetch(`${s.base}/things?x=1`);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe('{"a":"b"}');
    expect(kept.headers.get('etag')).toBe('W/"v1"');
    expect(kept.headers.get('link')).toBe('<a>, <b>');
    expect(kept.headers.get('x-request-id')).toBe('id-1');
    expect((await fetch(`${s.base}/things?x=1`)).headers.get('x-request-id')).toBe('id-2');
    expect(s.served.map((a) => [a.answer.route, a.req.url, a.requestId])).toEqual([
      ['/things', '/things?x=1', 'id-1'],
      ['/things', '/things?x=1', 'id-2'],
    ]);
    // Another URL, another Accept-Encoding, a HEAD or a validator: the app answers.
    await fetch(`${s.base}/things?x=2`);
    await fetch(`${s.base}/things?x=1`, { headers: { 'accept-encoding': 'br' } });
    await fetch(`${s.base}/things?x=1`, { method: 'HEAD' });
    await fetch(`${s.base}/things?x=1`, { headers: { 'if-none-match': 'W/"v1"' } });
    expect(s.appCalls).toEqual([
      'GET /things?x=1',
      'GET /things?x=2',
      'GET /things?x=1',
      'HEAD /things?x=1',
      'GET /things?x=1',
    ]);
    // Once no longer current, it is dropped and the app answers again.
    current = false;
    expect(await (await fetch(`${s.base}/things?x=1`)).text()).toBe('from the app');
    expect(s.served).toHaveLength(2);
  });

  it('keeps only plain GETs, at most the bound, and nothing once stopped', async () => {
    const s = await serverWith((answers, req) =>
      answers.remember(req, {
        headers: { 'content-length': 4 },
        body: Buffer.from('kept'),
        current: () => true,
        route: '/r',
      }),
    );
    close = s.close;
    await fetch(`${s.base}/r`, { method: 'POST', body: 'x' });
    expect(s.answers.size()).toBe(0);
    for (const n of [1, 2, 3]) await fetch(`${s.base}/r?n=${n}`);
    expect(s.answers.size()).toBe(2);
    // The oldest went first.
    expect(await (await fetch(`${s.base}/r?n=1`)).text()).toBe('from the app');
    expect(await (await fetch(`${s.base}/r?n=3`)).text()).toBe('kept');
    s.answers.stop();
    expect(s.answers.size()).toBe(0);
    expect(await (await fetch(`${s.base}/r?n=3`)).text()).toBe('from the app');
  });
});
