import { useSyncExternalStore } from 'react';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** 'Online' while the browser has a connection, 'Offline' (so saves will fail) when it has none. */
export function OnlineBadge() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-2.5 py-0.5 text-[0.75rem] font-medium text-ink-soft">
      <span aria-hidden className={`size-1.5 rounded-full ${online ? 'bg-[#3f7a50]' : 'bg-error'}`} />
      {online ? 'Online' : 'Offline'}
    </span>
  );
}
