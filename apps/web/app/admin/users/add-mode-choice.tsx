import { KeyRound, Mail } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AddMode } from './add-admin-form.ts';

const choices: { mode: AddMode; label: string; hint: string; Icon: typeof Mail }[] = [
  {
    mode: 'invite',
    label: 'Send an invitation e-mail',
    hint: 'They receive a link to choose their own password. It works once, for 7 days.',
    Icon: Mail,
  },
  {
    mode: 'password',
    label: 'Set a password',
    hint: 'You choose the first password and pass it on; they can change it in Settings.',
    Icon: KeyRound,
  },
];

/** How the new admin gets a password: two radio cards in one labelled group. */
export function AddModeChoice({ field, current }: { field: UseFormRegisterReturn<'mode'>; current: AddMode }) {
  return (
    <fieldset>
      <legend className="mb-1.5 block text-[0.8125rem] font-medium text-ink-soft">How will they sign in?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map(({ mode, label, hint, Icon }) => (
          <label
            key={mode}
            className={`flex cursor-pointer gap-3 border bg-white p-3 transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ink ${current === mode ? 'border-ink' : 'border-line hover:border-subtle'}`}
          >
            <input type="radio" value={mode} {...field} className="mt-0.5 size-4 shrink-0 accent-[var(--color-ink)]" />
            <span className="min-w-0">
              <span className="flex items-center gap-1.5 text-[0.875rem] font-medium">
                <Icon aria-hidden className="size-4 text-ink-soft" strokeWidth={1.75} />
                {label}
              </span>
              <span className="mt-1 block text-[0.75rem] leading-snug text-muted">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
