import { describe, expect, it } from 'vitest';
import { signIn, whoAmI } from './sign-in.ts';

const credentials = { email: 'admin@gallery.test', password: 'correct horse' };
const reply = (status: number, body: unknown) => async () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('signIn', () => {
  it('returns the access token on success', async () => {
    const result = await signIn(
      credentials,
      reply(200, { access_token: 'abc', token_type: 'Bearer', expires_in: 43200 }),
    );
    expect(result).toEqual({ ok: true, token: 'abc' });
  });

  it("shows the server's error text", async () => {
    const result = await signIn(credentials, reply(401, { error: 'Invalid email or password' }));
    expect(result).toEqual({ ok: false, error: 'Invalid email or password', needsCode: false });
  });

  it("says 'Login failed' when the server gives no reason", async () => {
    const failed = { ok: false, error: 'Login failed', needsCode: false };
    expect(await signIn(credentials, reply(500, '<html>oops</html>'))).toEqual(failed);
    expect(await signIn(credentials, reply(200, {}))).toEqual(failed);
  });

  it("says 'Network error' when the request cannot be made", async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await signIn(credentials, offline)).toEqual({ ok: false, error: 'Network error', needsCode: false });
  });
});

describe('signIn with two-factor sign-in on', () => {
  const askForCode = { error: 'Enter the 6-digit code from your authenticator app', details: { code: 'x' } };

  it('asks for the code when the server names the code field', async () => {
    expect(await signIn(credentials, reply(401, askForCode))).toEqual({
      ok: false,
      error: 'Enter the 6-digit code from your authenticator app',
      needsCode: true,
    });
  });

  it('sends the code with the credentials', async () => {
    let sent: unknown;
    const capture: typeof fetch = async (_url, init) => {
      sent = JSON.parse(String(init?.body));
      return new Response(JSON.stringify({ access_token: 'abc' }), { status: 200 });
    };
    await signIn({ ...credentials, code: '123456' }, capture);
    expect(sent).toEqual({ ...credentials, code: '123456' });
  });
});

describe('whoAmI', () => {
  it('names the signed-in admin', async () => {
    expect(await whoAmI('t', reply(200, { email: 'a@b.test' }))).toEqual({ status: 'signed-in', email: 'a@b.test' });
  });

  it('ends the session on 401 and shrugs at anything else', async () => {
    expect(await whoAmI('t', reply(401, { error: 'Unauthorized' }))).toEqual({ status: 'signed-out' });
    expect(await whoAmI('t', reply(500, {}))).toEqual({ status: 'unknown' });
  });
});
