import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { moneyText } from '../../../platform/money.ts';
import { dateText } from '../../invoices/index.ts';
import type { ShopSettings } from '../../settings/index.ts';
import { numberOf, oneLine, signOff } from '../core/mail-text.ts';
import type { OrderRow } from '../core/order-rows.ts';

/** The storage invoice for a period that has just opened. */
export function storageInvoiceMail(
  order: OrderRow,
  shop: ShopSettings,
  period: { start: string; end: string; amountCents: number; owedCents: number },
): MailMessage {
  const num = numberOf(order);
  const day = (d: string) => dateText(new Date(`${d}T00:00:00Z`));
  return {
    to: order.email,
    replyTo: shop.contactEmail,
    subject: oneLine(`${shop.shopName}: storage invoice for ${num}, ${day(period.start)}`),
    text: [
      `Your works from order ${num} are kept in our climate-controlled storage in ${shop.storage.country}.`,
      '',
      `Storage from ${day(period.start)} to ${day(period.end)}: ${moneyText(period.amountCents, order.currency)}.`,
      `Total storage fees owed today: ${moneyText(period.owedCents, order.currency)}.`,
      '',
      `Please pay by bank transfer and quote ${num} as the reference.`,
      ...signOff(shop),
    ].join('\n'),
  };
}
