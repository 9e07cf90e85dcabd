import { useState } from 'react';
import { TwoFactorSetupDialog } from '../settings/two-factor-setup-dialog.tsx';
import { useMe } from '../settings/use-account.ts';

// A dismissal is not a secret: remembered in this browser, per admin (decision 053).
const dismissedKey = (email: string) => `vernissage-admin-2fa-hint-dismissed:${email}`;

function wasDismissed(email: string): boolean {
  try {
    return window.localStorage.getItem(dismissedKey(email)) === '1';
  } catch {
    return false;
  }
}

/**
 * An Owner without two-factor sign-in: a quiet, dismissible recommendation; when the shop requires
 * it (REQUIRE_OWNER_2FA=1), the setup opens by itself and closing it signs out, as the first
 * password's dialog does (decision 053).
 */
export function TwoFactorNotice({ onLogout }: { onLogout: () => void }) {
  const me = useMe(true).data;
  const [dismissed, setDismissed] = useState(false);
  const [setupOpen, setSetupOpen] = useState(false);
  if (me?.role !== 'Owner' || me.twoFactorEnabled || me.mustChangePassword) return null;
  if (me.twoFactorRequired) {
    return (
      <TwoFactorSetupDialog
        open
        onOpenChange={(open) => {
          if (!open) onLogout();
        }}
      />
    );
  }
  if (dismissed || wasDismissed(me.email)) return <TwoFactorSetupDialog open={setupOpen} onOpenChange={setSetupOpen} />;

  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissedKey(me.email), '1');
    } catch {
      // Storage refused (private mode): dismissed for this visit only.
    }
    setDismissed(true);
  };
  return (
    <section
      aria-label="Two-factor sign-in"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 border-l-2 border-line bg-mat px-4 py-3"
    >
      <p className="text-[0.9375rem] text-ink-soft">
        An Owner account can do everything in this shop. Two-factor sign-in keeps it yours even if the password leaks.
      </p>
      <div className="flex items-center gap-4">
        <button
          type="button"
          onClick={() => setSetupOpen(true)}
          className="text-[0.875rem] font-medium underline underline-offset-4"
        >
          Turn on two-factor sign-in
        </button>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss the two-factor recommendation"
          className="text-[0.875rem] text-ink-soft underline underline-offset-4"
        >
          Not now
        </button>
      </div>
      <TwoFactorSetupDialog open={setupOpen} onOpenChange={setSetupOpen} />
    </section>
  );
}
