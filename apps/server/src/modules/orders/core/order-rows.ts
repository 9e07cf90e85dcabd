import type { Selectable } from 'kysely';
import type { OrderItemsTable, OrdersTable, StorageBillingPeriodsTable } from '../../../db/schema.ts';

/** An order, its lines and its storage periods as stored. */
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type PeriodRow = Selectable<StorageBillingPeriodsTable>;
