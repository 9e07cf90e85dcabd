import { ErrorState, LoadingState } from '../ui/states.tsx';
import { SettingsHistory } from './settings-history.tsx';
import { ShopSettingsForm } from './shop-settings-form.tsx';
import { useShopSettingsView } from './use-shop-settings.ts';

/** The shop's own settings, then the record of who changed them. */
export function ShopSettingsTab() {
  const view = useShopSettingsView();
  if (view.isPending) return <LoadingState>Loading shop settings...</LoadingState>;
  if (view.isError) return <ErrorState message={view.error.message} onRetry={() => void view.refetch()} />;
  return (
    <>
      <ShopSettingsForm key={view.data.updatedAt ?? 'defaults'} view={view.data} />
      <section aria-labelledby="settings-history" className="mt-12 max-w-5xl border-t border-line pt-7">
        <h2 id="settings-history" className="mb-4 text-[1.125rem]">
          Recent changes
        </h2>
        <SettingsHistory />
      </section>
    </>
  );
}
