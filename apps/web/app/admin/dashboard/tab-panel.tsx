import { Suspense } from 'react';
import { adminTab } from '../tab-registry.tsx';
import { LoadingState } from '../ui/states.tsx';

/** The content of the open tab, from the tab registry. */
export function TabPanel({ tabId }: { tabId: string }) {
  const { Panel } = adminTab(tabId);
  return (
    <Suspense fallback={<LoadingState />}>
      <Panel />
    </Suspense>
  );
}
