import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker } from '../../../test/bundle-worker.ts';
import { parseMail } from '../../../test/mime.ts';
import { startTestSmtpServer } from '../../../test/smtp-server.ts';
import { createMailer } from './mailer.ts';
import { buildMime } from './mime.ts';
import { mimeThread } from './mime-thread.ts';

const invoicePdf = randomBytes(9000);
const message = (n: number) => ({
  from: { name: 'Galerie Nord', address: 'shop@galerie.example' },
  to: `buyer${n}@example.com`,
  subject: `Your invoice INV-2026-${String(n).padStart(6, '0')}`,
  text: `Thank you for your order, buyer ${n}.`,
  html: `<p>Thank you for your order, buyer ${n}.</p>`,
  attachments: [{ filename: 'invoice.pdf', content: invoicePdf, contentType: 'application/pdf' }],
  messageId: `<job-${n}@galerie.example>`,
});
/** The message's bytes as text without line breaks, where the attachment's base64 reads whole. */
const unwrapped = (raw: Uint8Array) => Buffer.from(raw).toString('latin1').replace(/\r\n/g, '');

describe('mail built on a worker thread', () => {
  let worker: Awaited<ReturnType<typeof bundleWorker>>;
  beforeAll(async () => {
    worker = await bundleWorker(join(import.meta.dirname, 'mime-worker.ts'), 'mail-mime-worker');
  });
  afterAll(() => worker.remove());

  it('builds what the main thread builds, many at once, each answered with its own', async () => {
    const build = mimeThread(worker.file);
    const built = await Promise.all(Array.from({ length: 12 }, (_, n) => build(message(n))));
    for (const [n, mail] of built.entries()) {
      expect(mail.messageId).toBe(`<job-${n}@galerie.example>`);
      expect(mail.envelope).toEqual({ from: 'shop@galerie.example', to: [`buyer${n}@example.com`] });
      const { headers } = parseMail(Buffer.from(mail.raw).toString('utf8'));
      expect(headers.subject).toBe(`Your invoice INV-2026-${String(n).padStart(6, '0')}`);
      expect(headers.from).toBe('Galerie Nord <shop@galerie.example>');
      // Plain ASCII parts travel as they are (7bit): each message holds its own buyer's text.
      expect(unwrapped(mail.raw)).toContain(`Thank you for your order, buyer ${n}.`);
      expect(unwrapped(mail.raw)).toContain(`<p>Thank you for your order, buyer ${n}.</p>`);
      // The invoice arrives byte for byte.
      expect(unwrapped(mail.raw)).toContain(invoicePdf.toString('base64'));
    }
    // The same message as the main thread builds, but for its boundaries and date.
    const sameParts = (raw: Uint8Array) =>
      unwrapped(raw)
        .replace(/boundary="[^"]+"|--[-_=A-Za-z0-9]{20,}(--)?/g, '')
        .replace(/Date: [^:]+?(?=Message-ID:|MIME-Version:)/, '');
    expect(sameParts((built[0] as { raw: Uint8Array }).raw)).toBe(sameParts((await buildMime(message(0))).raw));
  });

  it('sends the mail a thread built through SMTP, the invoice whole', async () => {
    const server = await startTestSmtpServer();
    const dataDir = mkdtempSync(join(tmpdir(), 'vernissage-mime-thread-'));
    const mailer = createMailer({
      smtpUrl: server.url,
      from: 'Galerie Nord <shop@galerie.example>',
      dataDir,
      buildMime: mimeThread(worker.file),
    });
    try {
      const { to, subject, text, attachments } = message(7);
      const { messageId } = await mailer.send({ to, subject, text, attachments, idempotencyKey: 'job-7' });
      expect(messageId).toBe('<job-7@galerie.example>');
      const [mail] = server.received;
      expect(mail?.to).toEqual(['buyer7@example.com']);
      expect(mail?.raw).toContain('Subject: Your invoice INV-2026-000007');
      expect(mail?.raw.replace(/\r\n/g, '')).toContain(invoicePdf.toString('base64'));
    } finally {
      mailer.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers a message it cannot build with an error, and goes on building the next', async () => {
    const build = mimeThread(worker.file);
    await expect(
      build({ ...message(1), attachments: [{ filename: 'missing.pdf', path: '/nonexistent/missing.pdf' }] }),
    ).rejects.toThrow(/ENOENT/);
    const after = await build(message(2));
    expect(after.messageId).toBe('<job-2@galerie.example>');
  });
});
