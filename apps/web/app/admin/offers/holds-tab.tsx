import type { CollectorHold } from '@vernissage/contract';
import { rowButton } from '../ui/buttons.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState, PanelToolbar } from '../ui/states.tsx';
import { when } from './offer-format.ts';
import { useHolds, useReleaseHold } from './use-offers.ts';

/** Works held for collectors: the active ones by their end, then the latest released; Release now. */
export function HoldsTab() {
  const holds = useHolds();
  const release = useReleaseHold();
  const confirm = useConfirm();

  if (holds.isPending) return <LoadingState>Loading holds...</LoadingState>;
  if (holds.isError) return <ErrorState message={holds.error.message} onRetry={() => void holds.refetch()} />;
  const list = holds.data.holds;
  if (list.length === 0)
    return (
      <EmptyState title="No holds.">
        Hold a work for a collector from the Artworks tab (‘Hold for a collector’ on its row).
      </EmptyState>
    );
  const active = list.filter((h) => h.status === 'active').length;

  async function askRelease(h: CollectorHold) {
    const yes = await confirm({
      message: `Release “${h.artwork.title}” now?`,
      detail: `It was held for ${h.collector} until ${h.until}. The work goes back on sale at once.`,
      confirmLabel: 'Release now',
    });
    if (yes) release.mutate(h._id);
  }

  return (
    <div className="max-w-5xl">
      <PanelToolbar
        summary={`${active} work${active === 1 ? '' : 's'} held for collectors. Each is released when its last day ends (UTC).`}
      />
      <div className="overflow-x-auto border border-line bg-white">
        <table className="w-full min-w-[44rem] text-left text-[0.875rem]">
          <thead className="border-b border-line bg-mat text-[0.75rem] text-ink-soft">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Work
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Held for
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Until
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Placed
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((h) => (
              <tr key={h._id} className="border-b border-line align-top last:border-b-0">
                <td className="px-4 py-3">
                  <a
                    href={`/artworks/${encodeURIComponent(h.artwork._id)}`}
                    target="_blank"
                    rel="noreferrer"
                    className="font-medium underline decoration-subtle underline-offset-4 hover:decoration-ink"
                  >
                    {h.artwork.title}
                  </a>
                  {h.note && (
                    <p className="mt-1 whitespace-pre-line text-ink-soft [overflow-wrap:anywhere]">{h.note}</p>
                  )}
                </td>
                <td className="px-4 py-3 [overflow-wrap:anywhere]">{h.collector}</td>
                <td className="px-4 py-3 whitespace-nowrap">{h.until}</td>
                <td className="px-4 py-3 text-ink-soft">
                  <time dateTime={h.createdAt}>{when(h.createdAt)}</time>
                  <br />
                  {h.createdBy}
                </td>
                <td className="px-4 py-3">
                  {h.status === 'active' ? (
                    <span className="label-caps text-[0.625rem] text-accent">Held</span>
                  ) : (
                    <span className="text-ink-soft">
                      Released {h.releasedAt ? when(h.releasedAt) : ''}
                      {h.releasedBy === 'system' ? ' (its day ended)' : h.releasedBy ? ` by ${h.releasedBy}` : ''}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 text-right">
                  {h.status === 'active' && (
                    <button
                      type="button"
                      className={rowButton}
                      disabled={release.isPending}
                      onClick={() => void askRelease(h)}
                      aria-label={`Release ${h.artwork.title} now`}
                    >
                      Release now
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
