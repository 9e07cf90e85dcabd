import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The e2e server's data folder (support/start-server.sh): without SMTP_URL every mail lands here as .eml.
const mailDir = join(import.meta.dirname, `../.tmp/e2e-data-${process.env.E2E_PORT ?? 3199}/mail`);

/** A mail from the outbox: its unfolded headers and the decoded text of its HTML part. */
export type OutboxMail = { file: string; headers: Record<string, string>; html: string; raw: string };

const unfold = (head: string) => head.replace(/\r?\n[ \t]+/g, ' ');
// Each =XX is one byte of the UTF-8 text (a euro sign is three): decoded as bytes, then read as UTF-8.
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function headersOf(raw: string): Record<string, string> {
  const head = unfold(raw.slice(0, raw.search(/\r?\n\r?\n/)));
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function htmlPart(raw: string): string {
  const start = raw.search(/Content-Type: text\/html/i);
  if (start < 0) return '';
  const part = raw.slice(start);
  const bodyAt = part.search(/\r?\n\r?\n/);
  const boundary = part.search(/\r?\n--[^\r\n]+/);
  const body = part.slice(bodyAt, boundary > bodyAt ? boundary : undefined);
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(part.slice(0, bodyAt))?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
}

/** Every mail in the outbox so far, oldest first. */
export function outbox(): OutboxMail[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(mailDir, file), 'utf8');
      return { file, raw, headers: headersOf(raw), html: htmlPart(raw) };
    });
}

/** The mails to `to` whose subject is one of `subjects`, waiting a little for the job that sends them. */
export async function mailsTo(to: string, subjects: string[], expected = 1): Promise<OutboxMail[]> {
  let found: OutboxMail[] = [];
  for (let i = 0; i < 50; i++) {
    found = outbox().filter((m) => m.headers.to?.includes(to) && subjects.includes(m.headers.subject ?? ''));
    if (found.length >= expected) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  return found;
}

/** The path and query of every link and image source in a mail's HTML, markup entities decoded. */
export function urlsIn(html: string): { links: string[]; images: string[] } {
  const decode = (u: string) => u.replace(/&amp;/g, '&');
  const local = (u: string) => {
    const url = new URL(decode(u));
    return `${url.pathname}${url.search}`;
  };
  const links = [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => local(m[1] ?? ''));
  const images = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => local(m[1] ?? ''));
  return { links, images };
}

/** The decoded bytes of a mail's attachment of this content type (base64 in the .eml), empty when absent. */
export function attachmentOf(mail: OutboxMail, contentType: string): Buffer {
  const part = mail.raw.split(/\r?\n--/).find((p) => p.toLowerCase().includes(`content-type: ${contentType}`));
  const body =
    part
      ?.split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s+/g, '') ?? '';
  return Buffer.from(body, 'base64');
}

const decodeBody = (body: string, encoding: string | undefined): string => {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
};

/** The decoded plain-text part of a mail (the whole body of a single-part one). */
export function textOf(mail: OutboxMail): string {
  if (!/Content-Type: multipart\//i.test(mail.raw)) {
    const body = mail.raw.slice(mail.raw.search(/\r?\n\r?\n/)).trim();
    return decodeBody(body, mail.headers['content-transfer-encoding']?.toLowerCase());
  }
  const start = mail.raw.search(/Content-Type: text\/plain/i);
  if (start < 0) return '';
  const part = mail.raw.slice(start);
  const bodyAt = part.search(/\r?\n\r?\n/);
  const boundary = part.search(/\r?\n--[^\r\n]+/);
  const body = part.slice(bodyAt, boundary > bodyAt ? boundary : undefined);
  return decodeBody(body, /Content-Transfer-Encoding: ([\w-]+)/i.exec(part.slice(0, bodyAt))?.[1]?.toLowerCase());
}
