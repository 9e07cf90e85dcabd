import { useEffect, useId, useState } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { type CookiePreferences, defaultPreferences } from './consent.ts';
import { useConsent } from './use-consent.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const options = [
  {
    key: 'necessary',
    label: 'Necessary',
    text: 'Keep your bag, wishlist and this choice on this device. The shop cannot work without them, so they are always on.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    text: 'Help us learn which works and pages visitors look at, so the gallery can improve.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    text: 'Let us show you our new works and exhibitions on other sites you visit.',
  },
] as const;

/** Cookie Preferences: necessary always on, analytics and marketing as chosen. Cancel saves nothing. */
export default function CookieSettingsDialog({ open, onOpenChange }: Props) {
  const { consent, choose } = useConsent();
  const [prefs, setPrefs] = useState<CookiePreferences>(consent ?? defaultPreferences);
  const id = useId();
  useEffect(() => {
    if (open) setPrefs(consent ?? defaultPreferences); // the initial preferences, each time it opens
  }, [open, consent]);
  const save = () => {
    choose(prefs);
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Cookie Preferences"
      description="Choose which cookies this site may use. You can change this at any time from the footer."
      size="sm"
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="inline-flex min-h-11 items-center justify-center border border-ink px-5 text-[0.75rem] font-semibold tracking-[0.12em] uppercase transition-colors duration-200 hover:bg-ink hover:text-paper"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={save}
            className="inline-flex min-h-11 items-center justify-center bg-ink px-5 text-[0.75rem] font-semibold tracking-[0.12em] text-paper uppercase transition-colors duration-200 hover:bg-accent"
          >
            Save Preferences
          </button>
        </div>
      }
    >
      <ul className="divide-y divide-line">
        {options.map((o) => {
          const necessary = o.key === 'necessary';
          return (
            <li key={o.key} className="flex items-start justify-between gap-6 py-5 first:pt-2">
              <div>
                <label htmlFor={`${id}-${o.key}`} className="font-semibold text-[0.9375rem]">
                  {o.label}
                  {necessary && <span className="label-caps ml-2 text-muted">Always on</span>}
                </label>
                <p id={`${id}-${o.key}-text`} className="mt-1 text-[0.875rem] leading-relaxed text-muted">
                  {o.text}
                </p>
              </div>
              <input
                id={`${id}-${o.key}`}
                type="checkbox"
                role="switch"
                aria-describedby={`${id}-${o.key}-text`}
                checked={necessary ? true : prefs[o.key]}
                aria-checked={necessary ? true : prefs[o.key]}
                disabled={necessary}
                onChange={(e) => {
                  if (!necessary) setPrefs((p) => ({ ...p, [o.key]: e.target.checked }));
                }}
                className="switch mt-1 shrink-0"
              />
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
