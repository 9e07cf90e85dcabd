import { chmod, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { type Clock, systemClock } from '../clock.ts';
import { newId } from '../ids.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../private-files.ts';
import type { SmtpSending } from './smtp-send.ts';
import { smtpOffLoop } from './smtp-thread.ts';

type MailAttachment = { filename: string; content: Buffer; contentType?: string };
export type MailMessage = {
  to: string;
  /** Where replies go (a contact form's visitor); one plain address. */
  replyTo?: string;
  subject: string;
  /** The sender's display name; the address is always MAIL_FROM's. Unset: MAIL_FROM as configured. */
  fromName?: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /**
   * A stable id (the outbox uses the job id): the message then carries the Message-ID
   * `<key@sender-domain>`, so a retry after a lost acknowledgement is recognisably the same mail.
   */
  idempotencyKey?: string;
};
export type Mailer = { send(msg: MailMessage): Promise<{ messageId: string }>; close(): void };
export type MailerOptions = {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  clock?: Clock;
  /** The shop takes test payments only (the sandbox): every mail says so in its first line. */
  testShop?: boolean;
  /** Builds and sends each SMTP message; on the bundled server's mail thread unless given. */
  smtp?: SmtpSending;
};

/**
 * SMTP when `smtpUrl` is set, otherwise every message becomes an .eml file in `${dataDir}/mail/`
 * (works offline; tests and the demo read what was sent there).
 */
export function createMailer(options: MailerOptions): Mailer {
  const domain = options.from.split('@').pop()?.replace(/>.*$/, '') || 'localhost';
  const address = senderAddress(options.from);
  const compose = (original: MailMessage): SendMailOptions => {
    const msg = options.testShop ? markTestShop(original) : original;
    return {
      from: msg.fromName ? { name: msg.fromName, address } : options.from,
      to: msg.to,
      replyTo: msg.replyTo,
      subject: msg.subject,
      text: msg.text,
      html: msg.html,
      headers: msg.headers,
      attachments: msg.attachments,
      messageId: msg.idempotencyKey ? `<${msg.idempotencyKey}@${domain}>` : undefined,
    };
  };
  if (options.smtpUrl) return smtpMailer(options.smtpUrl, compose, options.smtp ?? smtpOffLoop);
  return fileMailer(join(options.dataDir, 'mail'), options.clock ?? systemClock, compose);
}

/** The first line of every mail a test shop sends, in the text and the HTML part. */
export const TEST_SHOP_LINE =
  'Test shop: no payment is real. This message comes from a shop that takes test payments only.';

/**
 * Marks a mail as coming from a test shop, whoever wrote it (orders, newsletters, sign-in codes):
 * the first line of the text and of the HTML says so. The subject stays as written.
 */
export function markTestShop(msg: MailMessage): MailMessage {
  const notice = `<p style="margin:0 0 16px;padding:8px 12px;border:1px solid #b5651d;color:#3a3a3a">${TEST_SHOP_LINE}</p>`;
  // Inside <body> when the HTML is a whole document, else first.
  const html =
    msg.html &&
    (/<body[^>]*>/i.test(msg.html) ? msg.html.replace(/<body[^>]*>/i, (b) => `${b}${notice}`) : `${notice}${msg.html}`);
  return { ...msg, text: `${TEST_SHOP_LINE}\n\n${msg.text}`, ...(html ? { html } : {}) };
}

/** The bare address of `Name <address>` or of a plain address. */
function senderAddress(from: string): string {
  const open = from.lastIndexOf('<');
  const close = from.lastIndexOf('>');
  return open >= 0 && close > open ? from.slice(open + 1, close).trim() : from.trim();
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * nodemailer reads transport options from the URL's query (`?ignoreTLS=true`, `?requireTLS=true`,
 * `?pool=true`, `?tls.rejectUnauthorized=false`). On top of that, plain smtp:// to a loopback host
 * defaults to ignoreTLS: a local relay or mail catcher gains nothing from STARTTLS and usually
 * offers it with a self-signed certificate that would fail verification. `?ignoreTLS=false` undoes it.
 */
export function smtpTransportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' || !LOOPBACK_HOSTS.has(url.hostname) || url.searchParams.has('ignoreTLS'))
    return smtpUrl;
  url.searchParams.set('ignoreTLS', 'true');
  return url.toString();
}

/** SMTP connections kept open and shared: as many sends as this can be in flight at once. */
export const SMTP_POOL_SIZE = 5;

/**
 * Every SMTP mailer is pooled: a newsletter to thousands reuses a few open connections instead of
 * a handshake per mail, and single mails lose nothing. The URL may set its own `pool` options.
 */
function pooledTransportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (url.searchParams.has('pool')) return smtpUrl;
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(SMTP_POOL_SIZE));
  url.searchParams.set('maxMessages', '1000');
  return url.toString();
}

function smtpMailer(smtpUrl: string, compose: (msg: MailMessage) => SendMailOptions, smtp: SmtpSending): Mailer {
  const transportUrl = pooledTransportUrl(smtpTransportUrl(smtpUrl));
  let used = false;
  return {
    async send(msg) {
      used = true;
      const { messageId } = await smtp({ kind: 'send', transportUrl, options: compose(msg) });
      if (messageId === undefined) throw new Error('the SMTP sender answered without a Message-ID');
      return { messageId };
    },
    close() {
      // Only a transport that sent opened connections (and would start the thread just to close).
      if (used) void smtp({ kind: 'close', transportUrl }).catch(() => undefined);
    },
  };
}

function fileMailer(dir: string, clock: Clock, compose: (msg: MailMessage) => SendMailOptions): Mailer {
  // Mails hold codes and links: for the shop's user only (decision 054).
  ensurePrivateDir(dir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(msg) {
      const info = await transport.sendMail(compose(msg));
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport did not return a buffer');
      const name = `${clock.now().toISOString().replace(/[:.]/g, '-')}-${safeFilePart(info.messageId)}.eml`;
      // Temp name then rename: a reader watching the folder never sees half a message.
      const temp = join(dir, `.${newId()}.tmp`);
      await writeFile(temp, info.message, { mode: PRIVATE_FILE_MODE });
      await chmod(temp, PRIVATE_FILE_MODE);
      await rename(temp, join(dir, name));
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

const safeFilePart = (messageId: string): string =>
  messageId
    .replace(/^<|>$/g, '')
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .slice(0, 100);
