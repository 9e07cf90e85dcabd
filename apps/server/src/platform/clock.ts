/** Time comes from here so billing periods and code expiry can be tested with a fixed clock. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
export const isoNow = (clock: Clock): string => clock.now().toISOString();
