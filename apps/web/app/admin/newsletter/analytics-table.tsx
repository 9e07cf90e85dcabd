import type { NewsletterClickStats, NewsletterLog, NewsletterOpenStats } from '@vernissage/contract';
import { rowButton } from '../ui/buttons.ts';
import { formatWhen } from './format-when.ts';
import type { RecipientKind } from './newsletter-keys.ts';

type Props = {
  logs: NewsletterLog[];
  openStats: NewsletterOpenStats['stats'];
  clickStats: NewsletterClickStats['stats'];
  onView: (kind: RecipientKind, subject: string) => void;
};

const th = 'border-b border-line bg-mat py-2.5 pr-3 text-left label-caps font-semibold text-muted';
const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** One row per variant sent: subject, mails sent, unique opens and clicks, and who they were. */
export function AnalyticsTable({ logs, openStats, clickStats, onView }: Props) {
  return (
    <div className="shadow-[0_0_0_1px_var(--color-line)]">
      <table className="w-full border-collapse bg-white text-[0.875rem]">
        <caption className="sr-only">Newsletter Analytics</caption>
        <thead>
          <tr>
            <th scope="col" className={`${th} pl-4`}>
              Subject
            </th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
              Sent
            </th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
              Opened
            </th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
              Clicked
            </th>
            <th scope="col" className={`${th} pr-4 text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {logs.map((log) => (
            <tr key={`${log.campaignId}-${log.variant}`} className="border-b border-line align-top last:border-b-0">
              <td className="py-3 pr-3 pl-4">
                <p className="font-medium break-words">{log.subject}</p>
                <p className="mt-0.5 text-[0.75rem] text-muted">
                  Variant {log.variant} · <time dateTime={log.sentAt}>{formatWhen(log.sentAt)}</time>
                </p>
                <p className="mt-1 text-[0.8125rem] text-ink-soft tabular-nums sm:hidden">
                  Sent {log.sent} · Opened {log.opened} · Clicked {log.clicked}
                </p>
              </td>
              <td className="hidden py-3 pr-3 text-right tabular-nums sm:table-cell">
                {log.sent.toLocaleString('en-US')}
                {log.failed > 0 && <p className="text-[0.75rem] text-error">{log.failed} failed</p>}
              </td>
              <Count unique={log.opened} total={openStats[log.subject]?.opens} word="open" />
              <Count unique={log.clicked} total={clickStats[log.subject]?.clicks} word="click" />
              <td className="py-2 pr-2 text-right sm:pr-3 sm:whitespace-nowrap">
                <button
                  type="button"
                  className={rowButton}
                  onClick={() => onView('opened-by', log.subject)}
                  aria-label={`View Opens of ${log.subject}`}
                >
                  View Opens
                </button>
                <button
                  type="button"
                  className={rowButton}
                  onClick={() => onView('clicked-by', log.subject)}
                  aria-label={`View Clicks of ${log.subject}`}
                >
                  View Clicks
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Distinct readers first; every open (or click) of that subject beneath, when there were more. */
function Count({ unique, total, word }: { unique: number; total: number | undefined; word: string }) {
  return (
    <td className="hidden py-3 pr-3 text-right tabular-nums sm:table-cell">
      {unique.toLocaleString('en-US')} <span className="text-[0.75rem] text-muted">unique</span>
      {total !== undefined && total > 0 && <p className="text-[0.75rem] text-muted">{plural(total, word)}</p>}
    </td>
  );
}
