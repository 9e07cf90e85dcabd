import { ErrorState, LoadingState } from '../ui/states.tsx';
import { PaymentDetailsForm } from './payment-details-form.tsx';
import { usePaymentDetails } from './use-payment-details.ts';

/** The gallery's bank details and payment terms, after a health check of the server. */
export function PaymentDetailsTab() {
  const details = usePaymentDetails();
  if (details.isPending) return <LoadingState>Loading payment details...</LoadingState>;
  if (details.isError) return <ErrorState message={details.error.message} onRetry={() => void details.refetch()} />;
  return <PaymentDetailsForm key={details.data?._id ?? 'new'} details={details.data} />;
}
