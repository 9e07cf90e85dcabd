import type { MailMessage } from '../../../platform/mail/mailer.ts';

export type InvitationMailInput = { to: string; shopName: string; link: string; expiresAt: string };

const oneLine = (text: string): string => text.replace(/\p{Cc}+/gu, ' ').trim();
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const longDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

/** The invitation e-mail: who invites, the link that sets the password, and when it stops working. */
export function invitationMail({ to, shopName, link, expiresAt }: InvitationMailInput): MailMessage {
  const until = `${longDate(expiresAt)} (UTC)`;
  const shop = escapeHtml(shopName);
  return {
    to,
    subject: oneLine(`You are invited to the ${shopName} back office`),
    text: [
      'Hello,',
      '',
      `You have been added as an administrator of ${shopName}.`,
      'Open this link to choose your password and sign in:',
      '',
      link,
      '',
      `The link works once and until ${until}.`,
      'If you did not expect this e-mail, you can ignore it.',
    ].join('\n'),
    html: [
      `<p>Hello,</p><p>You have been added as an administrator of <strong>${shop}</strong>.</p>`,
      `<p><a href="${escapeHtml(link)}">Choose your password and sign in</a></p>`,
      `<p>The link works once and until ${escapeHtml(until)}. If you did not expect this e-mail, you can ignore it.</p>`,
    ].join(''),
  };
}
