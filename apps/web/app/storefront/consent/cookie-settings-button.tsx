import { useConsent } from './use-consent.ts';

/** 'Cookie Settings': opens the preferences dialog wherever it is placed (the footer). */
export function CookieSettingsButton({ className = '' }: { className?: string }) {
  const { openSettings } = useConsent();
  return (
    <button type="button" aria-haspopup="dialog" onClick={openSettings} className={`cursor-pointer ${className}`}>
      Cookie Settings
    </button>
  );
}
