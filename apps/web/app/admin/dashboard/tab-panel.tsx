import { Suspense } from 'react';
import { useMe } from '../settings/use-account.ts';
import { adminTab } from '../tab-registry.tsx';
import { LoadingState, OwnerOnlyState } from '../ui/states.tsx';

/** The content of the open tab, from the tab registry; an Owner's tab tells Staff why it stays shut. */
export function TabPanel({ tabId }: { tabId: string }) {
  const { Panel, ownerOnly } = adminTab(tabId);
  const me = useMe(ownerOnly !== undefined);
  if (ownerOnly && me.isPending) return <LoadingState />;
  if (ownerOnly && me.data?.role === 'Staff') return <OwnerOnlyState reason={ownerOnly} />;
  return (
    <Suspense fallback={<LoadingState />}>
      <Panel />
    </Suspense>
  );
}
