/** Test helper: reads back what an SMTP server received (headers, plain and HTML parts). */
export type ParsedMail = { headers: Record<string, string>; text: string; html: string };

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = (at < 0 ? raw : raw.slice(0, at)).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: at < 0 ? '' : raw.slice(at + 4) };
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() !== 'quoted-printable') return body;
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  const found = { text: '', html: '' };
  for (const part of parts) {
    const p = splitHead(part.replace(/^\r\n/, ''));
    const type = p.headers['content-type'] ?? '';
    const content = decode(p.body.replace(/\r\n$/, ''), p.headers['content-transfer-encoding']);
    if (type.startsWith('text/plain')) found.text = content;
    if (type.startsWith('text/html')) found.html = content;
  }
  return { headers, ...found };
}
