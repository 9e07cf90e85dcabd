import type { DeliveryStatus } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';

/** Read-only queries over deliveries, opens and clicks; recipients are counted once per variant. */

type EventTable = 'newsletter_opens' | 'newsletter_clicks';
// Both event tables share `delivery_id` and `created_at`, the only columns these queries read, so
// either is typed as the opens table.
const events = (table: EventTable) => `${table} as e` as 'newsletter_opens as e';

export async function variantLogs(db: Db) {
  return db
    .selectFrom('newsletter_variants as v')
    .innerJoin('newsletter_campaigns as c', 'c.id', 'v.campaign_id')
    .select((eb) => {
      const deliveries = (status: DeliveryStatus) =>
        eb
          .selectFrom('newsletter_deliveries as d')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('d.variant_id', '=', 'v.id')
          .where('d.status', '=', status);
      const recipientsWith = (table: EventTable) =>
        eb
          .selectFrom(events(table))
          .innerJoin('newsletter_deliveries as d', 'd.id', 'e.delivery_id')
          .select((sub) => sub.fn.count<string | number>('e.delivery_id').distinct().as('n'))
          .whereRef('d.variant_id', '=', 'v.id');
      return [
        'v.campaign_id as campaignId',
        'v.position',
        'v.subject',
        'c.created_at as sentAt',
        deliveries('sent').as('sent'),
        deliveries('failed').as('failed'),
        recipientsWith('newsletter_opens').as('opened'),
        recipientsWith('newsletter_clicks').as('clicked'),
      ];
    })
    .orderBy('c.created_at', 'desc')
    .orderBy('v.campaign_id')
    .orderBy('v.position')
    .execute();
}

export async function openCountsBySubject(db: Db) {
  return db
    .selectFrom('newsletter_opens as o')
    .innerJoin('newsletter_deliveries as d', 'd.id', 'o.delivery_id')
    .innerJoin('newsletter_variants as v', 'v.id', 'd.variant_id')
    .select((eb) => [
      'v.subject',
      eb.fn.countAll<string | number>().as('events'),
      eb.fn.count<string | number>('d.email').distinct().as('people'),
    ])
    .groupBy('v.subject')
    .execute();
}

export async function clickCountsBySubjectAndUrl(db: Db) {
  return db
    .selectFrom('newsletter_clicks as k')
    .innerJoin('newsletter_deliveries as d', 'd.id', 'k.delivery_id')
    .innerJoin('newsletter_variants as v', 'v.id', 'd.variant_id')
    .select((eb) => ['v.subject', 'k.url', eb.fn.countAll<string | number>().as('events')])
    .groupBy(['v.subject', 'k.url'])
    .execute();
}

export async function clickersBySubject(db: Db) {
  return db
    .selectFrom('newsletter_clicks as k')
    .innerJoin('newsletter_deliveries as d', 'd.id', 'k.delivery_id')
    .innerJoin('newsletter_variants as v', 'v.id', 'd.variant_id')
    .select((eb) => ['v.subject', eb.fn.count<string | number>('d.email').distinct().as('people')])
    .groupBy('v.subject')
    .execute();
}

/** The addresses that opened (or clicked in) a newsletter with this subject, alphabetically. */
export async function emailsWithEvent(db: Db, table: EventTable, subject: string) {
  const rows = await db
    .selectFrom(events(table))
    .innerJoin('newsletter_deliveries as d', 'd.id', 'e.delivery_id')
    .innerJoin('newsletter_variants as v', 'v.id', 'd.variant_id')
    .select('d.email')
    .distinct()
    .where('v.subject', '=', subject)
    .orderBy('d.email')
    .execute();
  return rows.map((r) => r.email);
}

export async function opensOf(db: Db, email: string) {
  return db
    .selectFrom('newsletter_opens as o')
    .innerJoin('newsletter_deliveries as d', 'd.id', 'o.delivery_id')
    .innerJoin('newsletter_variants as v', 'v.id', 'd.variant_id')
    .select(['o.created_at as timestamp', 'v.subject'])
    .where('d.email', '=', email)
    .orderBy('o.created_at', 'desc')
    .execute();
}

export async function clicksOf(db: Db, email: string) {
  return db
    .selectFrom('newsletter_clicks as k')
    .innerJoin('newsletter_deliveries as d', 'd.id', 'k.delivery_id')
    .innerJoin('newsletter_variants as v', 'v.id', 'd.variant_id')
    .select(['k.url', 'k.created_at as timestamp', 'v.subject'])
    .where('d.email', '=', email)
    .orderBy('k.created_at', 'desc')
    .execute();
}
