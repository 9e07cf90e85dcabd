import { addressLines, PAYOUT_TEXT, type PayoutPeriodQuery } from '@vernissage/contract';
import { Conflict } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/mail-job.ts';
import { moneyText } from '../../platform/money.ts';
import { getShopSettings } from '../settings/index.ts';
import { artistPayouts, type PayoutDeps } from './payouts-service.ts';
import { renderStatementPdf } from './statement-pdf.ts';

/** An artist's statement PDF for the period, with the file name it is downloaded and sent under. */
export async function statementPdf(deps: PayoutDeps, artistId: string, query: PayoutPeriodQuery) {
  const [payouts, shop] = await Promise.all([artistPayouts(deps, artistId, query), getShopSettings(deps.db)]);
  const pdf = await renderStatementPdf({
    payouts,
    gallery: { name: shop.shopName, addressLines: addressLines(shop.address) },
    currency: shop.currency,
  });
  const slug = payouts.artist.name.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'artist';
  return { payouts, shop, pdf, filename: `statement-${slug}-${payouts.from}-to-${payouts.to}.pdf` };
}

/** E-mails the statement to the artist through the outbox (409 without an address). */
export async function sendStatement(deps: PayoutDeps, artistId: string, query: PayoutPeriodQuery): Promise<string> {
  const { payouts, shop, pdf, filename } = await statementPdf(deps, artistId, query);
  const to = payouts.artist.email;
  if (!to) throw new Conflict(PAYOUT_TEXT.noEmail);
  await enqueueMail(
    deps.db,
    {
      to,
      replyTo: shop.contactEmail,
      subject: `${shop.shopName}: your statement, ${payouts.from} to ${payouts.to}`.replace(/\p{Cc}+/gu, ' '),
      text: [
        `Dear ${payouts.artist.name},`,
        '',
        `Attached is your statement for ${payouts.from} to ${payouts.to}: each sale, our commission, your share and the payouts.`,
        `Balance owed to you today: ${moneyText(Math.round(payouts.totals.balance * 100), shop.currency)}.`,
        '',
        `Questions? Reply to this e-mail or write to ${shop.contactEmail}.`,
        shop.shopName,
      ].join('\n'),
      attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
    },
    deps.clock,
  );
  return PAYOUT_TEXT.statementSent(to);
}
