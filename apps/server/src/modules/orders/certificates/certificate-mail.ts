import { certificateMailSubject } from '@vernissage/contract';
import { escapeMarkup } from '../../../platform/http/escape.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { type CertificateRow, certificateEditionText, certificateFilename } from '../../certificates/index.ts';
import type { ShopSettings } from '../../settings/index.ts';
import { oneLine, signOff } from '../core/mail-text.ts';

/** A certificate on its way to the buyer: the row, its page's address and its PDF. */
export type MailedCertificate = { row: CertificateRow; url: string; pdf: Buffer };

/**
 * The buyer's certificates of one order line (one work): the PDFs attached, and each one's page,
 * where anyone the collector shows it to can check it. Subject 'Certificate of authenticity: {title}'.
 */
export function certificateMail(
  to: string,
  shop: ShopSettings,
  certificates: readonly MailedCertificate[],
): MailMessage {
  const [first] = certificates;
  if (!first) throw new Error('A certificate mail needs a certificate');
  const { title, artist_name: artist } = first.row;
  const one = certificates.length === 1;
  const intro = one
    ? `Your certificate of authenticity for ${title} by ${artist} is attached.`
    : `Your ${certificates.length} certificates of authenticity for ${title} by ${artist} are attached.`;
  const check = one
    ? 'Anyone you show it to can check that it is valid on its page:'
    : 'Anyone you show them to can check that each is valid on its page:';
  const keep = `Please keep ${one ? 'it' : 'them'} with the work: ${one ? 'it goes' : 'they go'} with the work if you sell or give it.`;
  const links = certificates.map((c) => ({ label: certificateEditionText(c.row), url: c.url }));
  const signature = signOff(shop);
  return {
    to,
    replyTo: shop.contactEmail,
    subject: oneLine(certificateMailSubject(title)),
    text: [intro, '', check, ...links.map((l) => `${l.label}: ${l.url}`), '', keep, ...signature].join('\n'),
    html: [
      `<p>${escapeMarkup(intro)}</p>`,
      `<p>${escapeMarkup(check)}</p>`,
      `<ul>${links.map((l) => `<li><a href="${escapeMarkup(l.url)}">${escapeMarkup(l.label)}</a></li>`).join('')}</ul>`,
      `<p>${escapeMarkup(keep)}</p>`,
      `<p>${signature.filter(Boolean).map(escapeMarkup).join('<br>')}</p>`,
    ].join(''),
    attachments: certificates.map((c) => ({
      filename: certificateFilename(c.row.code),
      content: c.pdf,
      contentType: 'application/pdf',
    })),
  };
}
