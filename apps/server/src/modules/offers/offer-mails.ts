import type { MailMessage } from '../../platform/mail/mailer.ts';
import { moneyText } from '../../platform/money.ts';
import type { ShopSettings } from '../settings/index.ts';
import type { OfferRow } from './offer-repo.ts';

/** A subject line: control characters (a header injection's newline) become spaces. */
const oneLine = (text: string): string => text.replace(/\p{Cc}+/gu, ' ').trim();
/** An instant as mails say it, to the minute, in UTC. */
const whenText = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const workOf = (o: OfferRow, title: string) => `"${title}" (${o.format_name})`;
const signOff = (shop: ShopSettings): string[] => [
  '',
  `Questions? Reply to this e-mail or write to ${shop.contactEmail}.`,
  shop.shopName,
];

export type OfferMailContext = { shop: ShopSettings; title: string; publicUrl: string };

function toCollector(o: OfferRow, c: OfferMailContext, subject: string, lines: string[]): MailMessage {
  return {
    to: o.email,
    replyTo: c.shop.contactEmail,
    subject: oneLine(`${c.shop.shopName}: ${subject}`),
    text: [`Dear ${o.name},`, '', ...lines, ...signOff(c.shop)].join('\n'),
  };
}

/** The shop's copy, sent as a contact message is (when message notifications are on); replies go to the collector. */
function toShop(o: OfferRow, c: OfferMailContext, subject: string, lines: string[]): MailMessage {
  return {
    to: c.shop.contactEmail,
    replyTo: o.email,
    subject: oneLine(`${c.shop.shopName} offers: ${subject}`),
    text: [...lines, '', `Collector: ${o.name} <${o.email}>`, `Offers: ${c.publicUrl}/admin`].join('\n'),
  };
}

const money = (cents: number, c: OfferMailContext) => moneyText(cents, c.shop.currency);

const offerLink = (c: OfferMailContext, token: string) => `${c.publicUrl}/offers/${token}`;

export const offerReceivedMails = (o: OfferRow, c: OfferMailContext): MailMessage[] => [
  toCollector(o, c, `we have your offer on ${c.title}`, [
    `Thank you for your offer of ${money(o.amount_cents, c)} on ${workOf(o, c.title)}.`,
    'The gallery will answer you by e-mail.',
  ]),
  toShop(o, c, `${money(o.amount_cents, c)} for ${c.title}`, [
    `New offer of ${money(o.amount_cents, c)} on ${workOf(o, c.title)}` +
      (o.listed_price_cents === null ? ' (price on request).' : `, listed at ${money(o.listed_price_cents, c)}.`),
    ...(o.message ? ['', 'Note from the collector:', o.message] : []),
  ]),
];

export const offerAcceptedMail = (
  o: OfferRow,
  c: OfferMailContext,
  token: string,
  agreedCents: number,
  until: string,
) =>
  toCollector(o, c, `your offer on ${c.title} is accepted`, [
    `The gallery accepts your offer of ${money(agreedCents, c)} on ${workOf(o, c.title)}.`,
    '',
    `The work is held for you until ${whenText(until)}. Buy it at ${money(agreedCents, c)} here:`,
    offerLink(c, token),
    '',
    'This link is yours alone; please do not share it.',
  ]);

export const counterOfferMail = (
  o: OfferRow,
  c: OfferMailContext,
  token: string,
  counterCents: number,
  until: string,
) =>
  toCollector(o, c, `a counteroffer on ${c.title}`, [
    `Thank you for your offer of ${money(o.amount_cents, c)} on ${workOf(o, c.title)}.`,
    `The gallery can offer it to you at ${money(counterCents, c)}.`,
    '',
    `To accept, open this link before ${whenText(until)}; the work is then held for you for 48 hours:`,
    offerLink(c, token),
    '',
    'This link is yours alone; please do not share it.',
  ]);

export const counterAcceptedMails = (
  o: OfferRow,
  c: OfferMailContext,
  token: string,
  agreedCents: number,
  until: string,
) => [
  toCollector(o, c, `${c.title} is held for you`, [
    `You accepted the counteroffer of ${money(agreedCents, c)} on ${workOf(o, c.title)}.`,
    '',
    `The work is held for you until ${whenText(until)}. Buy it here:`,
    offerLink(c, token),
  ]),
  toShop(o, c, `counteroffer accepted for ${c.title}`, [
    `${o.name} accepted the counteroffer of ${money(agreedCents, c)} on ${workOf(o, c.title)}.`,
    `The work is held for them until ${whenText(until)}.`,
  ]),
];

export const offerDeclinedMail = (o: OfferRow, c: OfferMailContext) =>
  toCollector(o, c, `your offer on ${c.title}`, [
    `Thank you for your offer of ${money(o.amount_cents, c)} on ${workOf(o, c.title)}, and for your interest in the work.`,
    'We are sorry that we cannot accept it this time.',
    'Should you wish to hear about other works by the artist, simply reply to this e-mail.',
  ]);

/** An accepted offer's 48 hours have passed unpaid (both sides told), or a counter lapsed (the collector told). */
export function offerExpiredMails(o: OfferRow, c: OfferMailContext, wasHeld: boolean): MailMessage[] {
  if (!wasHeld) {
    return [
      toCollector(o, c, `the counteroffer on ${c.title} has lapsed`, [
        `The counteroffer on ${workOf(o, c.title)} has lapsed.`,
        'If you are still interested in the work, simply reply to this e-mail.',
      ]),
    ];
  }
  return [
    toCollector(o, c, `the hold on ${c.title} has ended`, [
      `The 48 hours to buy ${workOf(o, c.title)} at the agreed price have passed, and the work is for sale again.`,
      'If you are still interested in it, simply reply to this e-mail.',
    ]),
    toShop(o, c, `hold ended for ${c.title}`, [
      `The accepted offer on ${workOf(o, c.title)} was not bought within 48 hours; the work is for sale again.`,
    ]),
  ];
}
