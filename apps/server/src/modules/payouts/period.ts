import type { PayoutPeriodQuery } from '@vernissage/contract';
import type { Clock } from '../../platform/clock.ts';

/** A period of whole UTC days: `from` and `to` included; `until` is the day after `to` (exclusive). */
export type Period = { from: string; to: string; until: string };

const DAY_MS = 86_400_000;

/** The asked period, or this month so far (UTC) for the days left out. */
export function periodOf(query: PayoutPeriodQuery, clock: Clock): Period {
  const today = clock.now().toISOString().slice(0, 10);
  const from = query.from ?? (query.to ?? today).slice(0, 8).concat('01');
  const to = query.to ?? (from > today ? from : today);
  const until = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return { from, to, until };
}
