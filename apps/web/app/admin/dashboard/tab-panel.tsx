import { Suspense } from 'react';
import { adminTab } from '../tab-registry.tsx';
import { LoadingState } from '../ui/states.tsx';
import { UnavailablePanel } from './unavailable-panel.tsx';

/** The content of the open tab, from the tab registry. */
export function TabPanel({ tabId, label }: { tabId: string; label: string }) {
  const tab = adminTab(tabId);
  if (!tab.Panel) return <UnavailablePanel label={label} summary={tab.pending} />;
  return (
    <Suspense fallback={<LoadingState />}>
      <tab.Panel />
    </Suspense>
  );
}
