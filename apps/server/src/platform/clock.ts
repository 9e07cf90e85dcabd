/** Time comes from here so billing periods and code expiry can be tested with a fixed clock. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
export const isoNow = (clock: Clock): string => clock.now().toISOString();
/** The system clock run `minutes` ahead: a bench or test server started "later" (never in production). */
export const aheadBy = (minutes: number): Clock =>
  minutes === 0 ? systemClock : { now: () => new Date(Date.now() + minutes * 60_000) };
