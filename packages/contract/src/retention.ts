/**
 * How long the shop keeps each kind of record before a daily job deletes it (decision 043): one
 * place for the server's pruning jobs and the privacy page's sentences.
 */
export const RETENTION = {
  /** Orders and invoices, as accounting law requires; the shop never deletes them by itself. */
  orderRecordsYears: 7,
  /** Analytics data: cookie choices and newsletter opens and clicks, from when they were recorded. */
  analyticsYears: 2,
  /** Contact-form messages, from when they arrive. */
  contactMessagesYears: 1,
  /** A card checkout never paid for (e-mail, delivery address), from the end of its hold. */
  abandonedCheckoutDays: 30,
  /** A background task once done (a sent e-mail keeps only its recipient), from when it finished. */
  doneTaskDays: 7,
  /** A background task (an e-mail among them) that failed for good, from its last attempt. */
  failedTaskDays: 30,
  /** The back office's sign-in history (successful and failed attempts). */
  signInHistoryDays: 90,
  /** A back-office session, from when it ended (signed out, revoked or expired). */
  endedSessionDays: 30,
} as const;
