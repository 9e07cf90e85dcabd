import { CARD_HOLD_MINUTES, type Format, SHIPPING_TEXT } from '@vernissage/contract';
import { useId } from 'react';
import { useMoney } from '../../lib/currency.tsx';
import { Modal } from '../../ui/modal.tsx';
import { fieldClass, TextField } from '../../ui/text-field.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { primaryButton } from './buttons.ts';
import { CardDestinationFields } from './card-destination-fields.tsx';
import { CheckoutSteps } from './checkout-steps.tsx';
import { CostLines } from './cost-lines.tsx';
import { GuestCheckoutSuccess } from './guest-checkout-success.tsx';
import { SandboxCardFields } from './sandbox-card-fields.tsx';
import { useCardCheckout } from './use-card-checkout.ts';
import { useSaleCosts } from './use-sale-costs.ts';

type GuestCheckoutWork = { id: string; title: string; artistName: string; formats: Format[] };
type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  work: GuestCheckoutWork;
  formatId: string | undefined;
};

/**
 * Buy one work by card, in three steps: e-mail, delivery address and format (each field's error
 * under it); then payment (the work is held for CARD_HOLD_MINUTES meanwhile); then the success step, which
 * links to the order confirmation. The requests are `useCardCheckout`'s.
 */
export default function GuestCheckoutDialog({ open, onOpenChange, work, formatId }: Props) {
  const { formatAmount, shownPrice } = useMoney();
  const id = useId();
  const available = work.formats.filter((f) => f.available);
  const checkout = useCardCheckout({ artworkId: work.id, initialVariant: formatId ?? available[0]?.id ?? '' });
  const { values, fieldErrors, payment, status } = checkout;
  const busy = status.kind === 'processing';
  const error = status.kind === 'error' ? status.message : null;

  const chosen = available.find((f) => f.id === values.variant);
  // What it costs shipped to the chosen country, before anything is held.
  const costs = useSaleCosts(
    chosen && values.country
      ? {
          cart: [{ artwork: { _id: work.id }, format: { id: chosen.id }, quantity: 1 }],
          fulfillmentType: 'shipping',
          country: values.country,
          region: values.region,
        }
      : null,
  );
  const quoted = costs.kind === 'ready' && costs.costs.shipping === null;
  const payable = costs.kind === 'ready' ? formatAmount(costs.costs.total) : chosen ? shownPrice(chosen.price) : '';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Guest Checkout" size="md">
      <p className="-mt-2 mb-6 text-[0.9375rem] text-ink-soft">
        <span className="font-display text-[1.125rem] text-ink">{work.title}</span> by {work.artistName}
      </p>
      <CheckoutSteps current={checkout.step} />
      {status.kind === 'success' ? (
        <GuestCheckoutSuccess orderId={status.orderId} onClose={() => onOpenChange(false)} />
      ) : !payment ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void checkout.submitDetails();
          }}
          aria-label="Your details"
          className="grid gap-5"
        >
          <TextField
            id={`${id}-email`}
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            value={values.email}
            error={fieldErrors.email}
            onChange={(e) => checkout.setEmail(e.target.value)}
          />
          <CardDestinationFields idPrefix={id} checkout={checkout} />
          <div>
            <label htmlFor={`${id}-format`} className="label-caps text-ink-soft">
              Format
            </label>
            <select
              id={`${id}-format`}
              value={values.variant}
              onChange={(e) => checkout.setVariant(e.target.value)}
              aria-invalid={fieldErrors.variant ? true : undefined}
              aria-describedby={fieldErrors.variant ? `${id}-format-error` : undefined}
              className={fieldClass}
            >
              {available.length === 0 && <option value="">No format available</option>}
              {available.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name} · {shownPrice(f.price)}
                </option>
              ))}
            </select>
            {fieldErrors.variant && (
              <p id={`${id}-format-error`} className="mt-2 text-[0.8125rem] text-error">
                {fieldErrors.variant}
              </p>
            )}
          </div>
          {chosen && chosen.price !== null && (
            <div className="-mt-1">
              <CostLines subtotal={chosen.price} costs={costs} storage={false} />
            </div>
          )}
          <FormAlert className="text-[0.9375rem]" error={quoted ? SHIPPING_TEXT.noCardForQuote : error} />
          <SubmitButton busy={busy} busyLabel="PROCESSING..." className={primaryButton} disabled={quoted}>
            {`Continue to payment · ${payable}`}
          </SubmitButton>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void checkout.submitPayment();
          }}
          aria-label="Payment"
          className="grid gap-5"
        >
          <p className="text-[0.875rem] text-muted">
            This work is held for you for {CARD_HOLD_MINUTES} minutes while you pay.
          </p>
          {payment.costs && (
            <div className="-mt-4">
              <CostLines
                subtotal={payment.costs.subtotal}
                costs={{ kind: 'ready', costs: payment.costs }}
                storage={false}
              />
            </div>
          )}
          {payment.provider === 'sandbox' ? (
            <SandboxCardFields idPrefix={id} value={values.card} onChange={checkout.setCard} />
          ) : (
            <div>
              <p className="label-caps text-ink-soft">Card</p>
              <div ref={checkout.stripeTarget} className={`${fieldClass} min-h-12`} />
            </div>
          )}
          <FormAlert className="text-[0.9375rem]" error={error} />
          <SubmitButton busy={busy} busyLabel="PROCESSING..." className={primaryButton}>
            {`Pay ${formatAmount(payment.amount)}`}
          </SubmitButton>
        </form>
      )}
    </Modal>
  );
}
