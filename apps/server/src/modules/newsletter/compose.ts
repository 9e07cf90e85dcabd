import { escapeMarkup } from '../../platform/http/escape.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { fillLinks, type LinkTemplate, linkTemplate, plainTextToHtml } from './sanitize.ts';
import type { TrackingLinks } from './tracking.ts';

/** A variant made ready once per batch: its (already sanitised) HTML cut at the links. */
export type PreparedVariant = { subject: string; message: string; html: LinkTemplate };

export function prepareVariant(v: { subject: string; message: string; html: string }): PreparedVariant {
  return { subject: v.subject, message: v.message, html: linkTemplate(v.html || plainTextToHtml(v.message)) };
}

export type Recipient = { deliveryId: string; email: string; unsubscribeToken: string };
export type MailContext = { links: TrackingLinks; publicUrl: string; shopName: string };

const unsubscribeUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * One recipient's mail: the plain part and the HTML part (tracked links and an open pixel), each
 * with an unsubscribe link, and the RFC 8058 one-click unsubscribe headers. The Message-ID comes
 * from the delivery, so a mail sent again after a crash is recognisably the same one.
 */
export function composeNewsletter(v: PreparedVariant, r: Recipient, c: MailContext): MailMessage {
  const unsubscribe = unsubscribeUrl(c.publicUrl, r.unsubscribeToken);
  const footer = `You receive this newsletter from ${c.shopName}.`;
  const body = fillLinks(v.html, (url) => c.links.click(r.deliveryId, url));
  const html = `<!doctype html>
<html><body>
${body}
<hr>
<p style="font-size:12px;color:#6b6b6b">${escapeMarkup(footer)} <a href="${escapeMarkup(unsubscribe)}">Unsubscribe</a></p>
<img src="${escapeMarkup(c.links.open(r.deliveryId))}" width="1" height="1" alt="" style="display:block;border:0">
</body></html>
`;
  return {
    to: r.email,
    subject: v.subject,
    text: `${v.message.trimEnd()}\n\n--\n${footer}\nUnsubscribe: ${unsubscribe}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    idempotencyKey: `newsletter-${r.deliveryId}`,
  };
}
