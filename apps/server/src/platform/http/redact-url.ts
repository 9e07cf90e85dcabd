/** What stands in a log line for a secret taken out of a URL. */
const REDACTED = '[redacted]';

/**
 * Path segments that are secrets in themselves (decision 043): the link an invited admin opens
 * (the back-office page and its API), an invoice order's confirm link, and the signatures of a
 * newsletter's open pixel and click links. Matched anywhere and in any case, so a mistyped or
 * doubled path that ends in a 404 is redacted too.
 */
const SECRET_SEGMENTS: RegExp[] = [
  /(\/admin\/+invite\/+)[^/]+/gi,
  /(\/admin-invitations\/+)[^/]+/gi,
  /(\/orders\/+confirm\/+)[^/]+/gi,
  /(\/newsletter\/+[oc]\/+[^/]+\/+)[^/]+/gi,
];

/**
 * Query parameters whose values are secrets: unsubscribe and come-back links carry `token`; and
 * e-mail addresses, which are personal data (the order list's `email`, the back office's filters).
 */
const SECRET_PARAMS = new Set(['token', 'code', 'signature', 'secret', 'password', 'email']);

/** A value with something on both sides of an `@` is taken for an address, whatever its name (decision 054). */
const looksLikeAddress = (raw: string): boolean => {
  const value = paramName(raw);
  const at = value.indexOf('@');
  return at > 0 && at < value.length - 1;
};

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL as a log line may show it: secret path segments and secret query values replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const segment of SECRET_SEGMENTS) path = path.replace(segment, `$1${REDACTED}`);
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq !== -1 && (SECRET_PARAMS.has(paramName(part.slice(0, eq))) || looksLikeAddress(part.slice(eq + 1)))
        ? `${part.slice(0, eq + 1)}${REDACTED}`
        : part;
    });
  return `${path}?${query.join('&')}`;
}
