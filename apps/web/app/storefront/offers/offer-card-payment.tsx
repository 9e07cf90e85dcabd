import { useEffect, useId } from 'react';
import { useMoney } from '../../lib/currency.tsx';
import { fieldClass } from '../../ui/text-field.tsx';
import { secondaryButton } from '../cart/buttons.ts';
import { CardDestinationFields } from '../cart/card-destination-fields.tsx';
import { CostLines } from '../cart/cost-lines.tsx';
import { SandboxCardFields } from '../cart/sandbox-card-fields.tsx';
import { useCardCheckout } from '../cart/use-card-checkout.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';

type Props = { token: string; onOrdered: (orderId: string) => void };

/**
 * Pay the agreed price by card (where the shop takes cards): the delivery address, then the card,
 * through the same steps as Buy Now; the amount is the server's.
 */
export function OfferCardPayment({ token, onOrdered }: Props) {
  const { formatAmount } = useMoney();
  const id = useId();
  const checkout = useCardCheckout({ offerToken: token });
  const { values, payment, status } = checkout;
  const busy = status.kind === 'processing';
  const error = status.kind === 'error' ? status.message : null;
  const orderId = status.kind === 'success' ? status.orderId : null;
  useEffect(() => {
    if (orderId) onOrdered(orderId);
  }, [orderId, onOrdered]);

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-6 border-t border-line pt-8">
      <h2 id={`${id}-heading`} className="label-caps text-ink">
        Or pay by card
      </h2>
      {!payment ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void checkout.submitDetails();
          }}
          aria-label="Delivery address for a card payment"
          className="grid gap-5"
        >
          <CardDestinationFields idPrefix={id} checkout={checkout} />
          <FormAlert className="text-[0.9375rem]" error={error} />
          <SubmitButton busy={busy} busyLabel="PROCESSING..." className={secondaryButton}>
            Continue to payment
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
          {payment.costs && (
            <CostLines
              subtotal={payment.costs.subtotal}
              costs={{ kind: 'ready', costs: payment.costs }}
              storage={false}
            />
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
          <SubmitButton busy={busy} busyLabel="PROCESSING..." className={secondaryButton}>
            {`Pay ${formatAmount(payment.amount)}`}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
