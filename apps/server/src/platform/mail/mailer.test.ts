import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '../../../test/smtp-server.ts';
import { createMailer, markTestShop, smtpTransportUrl, TEST_SHOP_LINE } from './mailer.ts';

const FROM = 'Vernissage <shop@vernissage.test>';
const order = { to: 'buyer@example.com', subject: 'Your order VN-2026-0007', text: 'Thank you for your order.' };

describe('mailer', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'vernissage-mail-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends through SMTP when smtpUrl is set', async () => {
    const server = await startTestSmtpServer();
    const mailer = createMailer({ smtpUrl: server.url, from: FROM, dataDir });
    try {
      const { messageId } = await mailer.send({ ...order, idempotencyKey: 'job-42' });
      expect(messageId).toBe('<job-42@vernissage.test>');
      expect(server.received).toHaveLength(1);
      const [mail] = server.received;
      expect(mail?.from).toBe('shop@vernissage.test');
      expect(mail?.to).toEqual(['buyer@example.com']);
      expect(mail?.raw).toContain('Subject: Your order VN-2026-0007');
      expect(mail?.raw).toContain('To: buyer@example.com');
      expect(mail?.raw).toContain('Message-ID: <job-42@vernissage.test>');
      expect(mail?.raw).toContain('Thank you for your order.');
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      mailer.close();
      await server.close();
    }
  });

  it('talks plain SMTP to a loopback server that offers STARTTLS with a self-signed certificate', async () => {
    const server = await startTestSmtpServer({ offerStartTls: true });
    const mailer = createMailer({ smtpUrl: server.url, from: FROM, dataDir });
    const strict = createMailer({ smtpUrl: `${server.url}?ignoreTLS=false`, from: FROM, dataDir });
    try {
      await mailer.send(order);
      expect(server.received).toHaveLength(1);
      // The pitfall the default avoids: upgrading to TLS fails on the relay's certificate.
      await expect(strict.send(order)).rejects.toThrow(/certificate/i);
    } finally {
      mailer.close();
      strict.close();
      await server.close();
    }
  });

  it('writes an .eml file into DATA_DIR/mail when no smtpUrl is set', async () => {
    const clock = { now: () => new Date('2026-11-22T01:55:00.123Z') };
    const mailer = createMailer({ from: FROM, dataDir, clock });
    const invoice = { filename: 'invoice.pdf', content: Buffer.from('%PDF-1.7 fake'), contentType: 'application/pdf' };
    const { messageId } = await mailer.send({ ...order, html: '<p>Thank you</p>', attachments: [invoice] });
    mailer.close();
    const files = readdirSync(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const [file = ''] = files;
    expect(file).toMatch(/^2026-11-22T01-55-00-123Z-[A-Za-z0-9._-]+\.eml$/);
    expect(file).toContain(messageId.replace(/[<>]/g, '').replace(/[^A-Za-z0-9._-]/g, '_'));
    const eml = readFileSync(join(dataDir, 'mail', file), 'utf8');
    expect(eml).toContain('From: Vernissage <shop@vernissage.test>');
    expect(eml).toContain('To: buyer@example.com');
    expect(eml).toContain('Subject: Your order VN-2026-0007');
    expect(eml).toContain('Thank you for your order.');
    expect(eml).toContain('filename=invoice.pdf');
    expect(eml).toContain(invoice.content.toString('base64'));
    expect(eml).not.toContain('\r\n');
  });

  it("a test shop's mails say so first, in the text and the HTML part, whoever wrote them", async () => {
    const letter = { ...order, html: '<p>Thank you for your order.</p>' };
    const page = { ...order, html: '<!doctype html><html><body class="x"><p>News</p></body></html>' };
    expect(markTestShop(letter)).toMatchObject({
      subject: order.subject,
      text: `${TEST_SHOP_LINE}\n\nThank you for your order.`,
      html: expect.stringMatching(
        /^<p [^>]*>Test shop: no payment is real\. .*<\/p><p>Thank you for your order\.<\/p>$/,
      ),
    });
    expect(markTestShop(page).html).toMatch(
      /^<!doctype html><html><body class="x"><p [^>]*>Test shop: no payment is real/,
    );
    expect(markTestShop(order)).not.toHaveProperty('html');

    const server = await startTestSmtpServer();
    const testShop = createMailer({ smtpUrl: server.url, from: FROM, dataDir, testShop: true });
    const realShop = createMailer({ smtpUrl: server.url, from: FROM, dataDir });
    try {
      await testShop.send(letter);
      await realShop.send(letter);
      const [marked, plain] = server.received.map((m) => m.raw.replace(/=\r?\n/g, ''));
      expect(marked?.match(/Test shop: no payment is real/g)).toHaveLength(2);
      expect(plain).not.toContain('Test shop');
    } finally {
      testShop.close();
      realShop.close();
      await server.close();
    }
  });
});

describe('smtpTransportUrl', () => {
  it('ignores STARTTLS for plain smtp:// to a loopback host unless the URL says otherwise', () => {
    expect(smtpTransportUrl('smtp://127.0.0.1:2525')).toBe('smtp://127.0.0.1:2525?ignoreTLS=true');
    expect(smtpTransportUrl('smtp://localhost:25')).toBe('smtp://localhost:25?ignoreTLS=true');
    expect(smtpTransportUrl('smtp://127.0.0.1:2525?ignoreTLS=false')).toBe('smtp://127.0.0.1:2525?ignoreTLS=false');
  });

  it('leaves remote and smtps:// URLs as they are', () => {
    expect(smtpTransportUrl('smtp://user:p%40ss@mail.example.com:587')).toBe('smtp://user:p%40ss@mail.example.com:587');
    expect(smtpTransportUrl('smtps://127.0.0.1:465')).toBe('smtps://127.0.0.1:465');
  });
});
