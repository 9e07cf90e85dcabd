import type { Db } from '../src/db/connection.ts';
import { issueInvoiceNumber } from '../src/modules/orders/index.ts';
import { insertArtwork } from './catalog-fixtures.ts';
import type { TestApp } from './test-app.ts';

let client = 0;
/** Each buyer comes from an address of their own, so the per-client checkout limit never trips. */
const nextClient = () => `10.77.${Math.floor(++client / 250)}.${client % 250}`;

export const BUYER_ADDRESS = {
  fullName: 'Wanjiru Kamau',
  phoneNumber: '+254 712 345 678',
  streetAddress: '14 Riverside Drive',
  city: 'Nairobi',
  stateProvince: 'Nairobi County',
  postalCode: '00100',
  country: 'KE',
};

export type PlacedOrder = { orderId: string; artworkId: string; invoiceNumber: string };

/** A work for sale and an invoice order for it, placed through the real checkout and numbered. */
export async function placeInvoiceOrder(
  t: TestApp,
  o: { artistId: string; email: string; price?: number; fulfillmentType?: 'shipping' | 'storage'; title?: string },
): Promise<PlacedOrder> {
  const price = o.price ?? 1200;
  const artworkId = await insertArtwork(t.database.db, {
    artistId: o.artistId,
    title: o.title ?? `Study ${client + 1}`,
    price,
  });
  const storage = o.fulfillmentType === 'storage';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/send-invoice',
    remoteAddress: nextClient(),
    payload: {
      email: o.email,
      fulfillmentType: storage ? 'storage' : 'shipping',
      cart: [{ artwork: { _id: artworkId }, format: { id: `${artworkId}-f0`, price }, quantity: 1 }],
      ...(storage ? {} : { shippingAddress: BUYER_ADDRESS }),
    },
  });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  const { orderId } = res.json() as { orderId: string };
  // The invoice job gives the number (decision 042); the test app runs no worker, so do its first step.
  const invoiceNumber = (await issueInvoiceNumber(t.database.db, orderId))?.invoice_number;
  if (!invoiceNumber) throw new Error(`order ${orderId} was not numbered`);
  return { orderId, artworkId, invoiceNumber };
}

/** The artwork's stock counters. */
export const stockOf = (db: Db, artworkId: string) =>
  db.selectFrom('artworks').select(['units', 'reserved', 'sold']).where('id', '=', artworkId).executeTakeFirstOrThrow();

/** The mail jobs queued and not sent yet, as the outbox holds them (a sent one keeps only its recipient). */
export async function queuedMails(db: Db): Promise<{ to: string; subject: string; text: string; files: string[] }[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['payload'])
    .where('kind', '=', 'mail.send')
    .where('status', '!=', 'done')
    .execute();
  return rows.map((r) => {
    const p = JSON.parse(r.payload) as {
      to: string;
      subject: string;
      text: string;
      attachments?: { filename: string }[];
    };
    return { to: p.to, subject: p.subject, text: p.text, files: (p.attachments ?? []).map((a) => a.filename) };
  });
}
