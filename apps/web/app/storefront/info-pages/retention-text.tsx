import { RETENTION } from '@vernissage/contract';

/** "one year", "7 years", "30 days": a period as the policy says it. */
const period = (n: number, unit: 'day' | 'year'): string => (n === 1 ? `one ${unit}` : `${n} ${unit}s`);

/** The privacy policy's retention periods, read from the contract the server's pruning jobs use. */
export function RetentionText() {
  const r = RETENTION;
  return (
    <>
      <p>
        Order and invoice records are kept for {period(r.orderRecordsYears, 'year')}, as accounting law requires.
        Analytics data is kept for {period(r.analyticsYears, 'year')}. Contact messages are deleted{' '}
        {period(r.contactMessagesYears, 'year')} after we receive them (sooner when you ask), and newsletter addresses
        when you unsubscribe.
      </p>
      <p>
        A card checkout that was never paid, with the e-mail and delivery address entered in it, is deleted{' '}
        {period(r.abandonedCheckoutDays, 'day')} after its hold ended. The e-mails we send you wait on our server only
        until they are sent; after that we keep just the address each went to, for {period(r.doneTaskDays, 'day')}. An
        e-mail that could not be delivered is deleted after {period(r.failedTaskDays, 'day')}.
      </p>
      <p>
        For the gallery's staff, sign-in records are kept for {period(r.signInHistoryDays, 'day')}, apart from each
        person's latest sign-in, and ended sign-in sessions for {period(r.endedSessionDays, 'day')}.
      </p>
    </>
  );
}
