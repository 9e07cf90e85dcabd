import { AnalyticsSection } from './analytics-section.tsx';
import { ComposeSection } from './compose-section.tsx';
import { SubscribersCard } from './subscribers-card.tsx';

/** 'Newsletter Management': write and send, then see who read it and who receives it. */
export function NewsletterTab() {
  return (
    <div className="max-w-6xl space-y-12">
      <ComposeSection />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <AnalyticsSection />
        <SubscribersCard />
      </div>
    </div>
  );
}
