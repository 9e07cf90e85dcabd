import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker } from '../../../test/bundle-worker.ts';
import { parseMail } from '../../../test/mime.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { createMailer, type MailMessage } from './mailer.ts';
import { smtpSending } from './smtp-send.ts';
import { smtpThread } from './smtp-thread.ts';

const invoicePdf = randomBytes(9000);
const message = (n: number): MailMessage => ({
  fromName: 'Galerie Nord',
  to: `buyer${n}@example.com`,
  subject: `Your invoice INV-2026-${String(n).padStart(6, '0')}`,
  text: `Thank you for your order, buyer ${n}.`,
  html: `<p>Thank you for your order, buyer ${n}.</p>`,
  attachments: [{ filename: 'invoice.pdf', content: invoicePdf, contentType: 'application/pdf' }],
  idempotencyKey: `job-${n}`,
});
/** The message as text without line breaks, where the attachment's base64 reads whole. */
const unwrapped = (raw: string) => raw.replace(/\r\n/g, '');

describe('mail built and sent on a worker thread', () => {
  let worker: Awaited<ReturnType<typeof bundleWorker>>;
  let server: TestSmtpServer;
  let dataDir: string;
  const mailerVia = (smtp = smtpThread(worker.file)) =>
    createMailer({ smtpUrl: server.url, from: 'Galerie Nord <shop@galerie.example>', dataDir, smtp });

  beforeAll(async () => {
    worker = await bundleWorker(join(import.meta.dirname, 'smtp-worker.ts'), 'mail-smtp-worker');
    server = await startTestSmtpServer({ refuse: (address) => address.startsWith('nobody') });
    dataDir = mkdtempSync(join(tmpdir(), 'vernissage-smtp-thread-'));
  });
  afterAll(async () => {
    worker.remove();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends many at once, each arriving as its own with its invoice whole', async () => {
    const mailer = mailerVia();
    try {
      server.received.length = 0;
      const sent = await Promise.all(Array.from({ length: 12 }, (_, n) => mailer.send(message(n))));
      expect(sent.map((s) => s.messageId)).toEqual(Array.from({ length: 12 }, (_, n) => `<job-${n}@galerie.example>`));
      expect(server.received).toHaveLength(12);
      for (let n = 0; n < 12; n++) {
        const mail = server.received.find((m) => m.to[0] === `buyer${n}@example.com`);
        if (!mail) throw new Error(`buyer${n} received nothing`);
        expect(mail.from).toBe('shop@galerie.example');
        const { headers } = parseMail(mail.raw);
        expect(headers.subject).toBe(`Your invoice INV-2026-${String(n).padStart(6, '0')}`);
        expect(headers.from).toBe('Galerie Nord <shop@galerie.example>');
        expect(headers['message-id']).toBe(`<job-${n}@galerie.example>`);
        expect(unwrapped(mail.raw)).toContain(`Thank you for your order, buyer ${n}.`);
        expect(unwrapped(mail.raw)).toContain(invoicePdf.toString('base64'));
      }
    } finally {
      mailer.close();
    }
  });

  it('sends what the main thread sends, but for its boundaries and date', async () => {
    const [threaded, inProcess] = [mailerVia(), mailerVia(smtpSending())];
    try {
      server.received.length = 0;
      await threaded.send(message(3));
      await inProcess.send(message(3));
      const sameParts = (raw: string) =>
        unwrapped(raw)
          .replace(/boundary="[^"]+"|--[-_=A-Za-z0-9]{20,}(--)?/g, '')
          .replace(/Date: .+?(?=Message-ID:|MIME-Version:)/, '');
      const [a, b] = server.received.map((m) => sameParts(m.raw));
      expect(a).toBeDefined();
      expect(a).toBe(b);
    } finally {
      threaded.close();
      inProcess.close();
    }
  });

  it('rejects a refused recipient with the server’s response code, and the next mail goes through', async () => {
    const mailer = mailerVia();
    try {
      server.received.length = 0;
      const refused = await mailer.send({ ...message(4), to: 'nobody@example.com' }).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(Error);
      // The newsletter tells a refusal for good (5xx) from one worth retrying by this code.
      expect((refused as { responseCode?: unknown }).responseCode).toBe(550);
      await mailer.send(message(5));
      expect(server.received.map((m) => m.to)).toEqual([['buyer5@example.com']]);
    } finally {
      mailer.close();
    }
  });

  it('rejects a message it cannot build, alone', async () => {
    const smtp = smtpThread(worker.file);
    const transportUrl = `${server.url}?pool=true`;
    const base = { from: 'shop@galerie.example', to: 'buyer6@example.com', subject: 'Invoice', text: 'Attached.' };
    await expect(
      smtp({
        kind: 'send',
        transportUrl,
        options: { ...base, attachments: [{ filename: 'missing.pdf', path: '/nonexistent/missing.pdf' }] },
      }),
    ).rejects.toThrow(/ENOENT/);
    const after = await smtp({
      kind: 'send',
      transportUrl,
      options: { ...base, messageId: '<job-6@galerie.example>' },
    });
    expect(after.messageId).toBe('<job-6@galerie.example>');
    await smtp({ kind: 'close', transportUrl });
  });
});
