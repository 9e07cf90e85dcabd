import { Modal } from '../../ui/modal.tsx';
import { ContactForm } from './contact-form.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Contact Us' as a dialog, with the same form as the /contact page. */
export default function ContactModal({ open, onOpenChange }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Contact Us"
      description="Questions about a work, a commission or a delivery? We answer within one business day."
      size="md"
    >
      <ContactForm />
    </Modal>
  );
}
