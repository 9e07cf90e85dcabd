import { TextField } from '../../ui/text-field.tsx';

export type SandboxCard = { number: string; expiry: string; cvc: string };

/** The sandbox's own card entry (no postal code), under a visible Test mode notice. */
export function SandboxCardFields({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: SandboxCard;
  onChange: (v: SandboxCard) => void;
}) {
  return (
    <div className="grid gap-4">
      <p className="border border-accent px-4 py-3 text-[0.875rem] text-ink-soft">
        <strong className="label-caps mr-2 text-accent">Test mode</strong>
        No real payment is taken. Use 4242 4242 4242 4242 with any future date and any CVC.
      </p>
      <TextField
        id={`${idPrefix}-card`}
        name="cardNumber"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={value.number}
        error={undefined}
        onChange={(e) => onChange({ ...value, number: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id={`${idPrefix}-expiry`}
          name="expiry"
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={value.expiry}
          error={undefined}
          onChange={(e) => onChange({ ...value, expiry: e.target.value })}
        />
        <TextField
          id={`${idPrefix}-cvc`}
          name="cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={value.cvc}
          error={undefined}
          onChange={(e) => onChange({ ...value, cvc: e.target.value })}
        />
      </div>
    </div>
  );
}

/** `MM/YY` (or `MM/YYYY`) as numbers; 0 when it cannot be read (the card step then says why). */
export function expiryOf(text: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return { expMonth: 0, expYear: 0 };
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}
