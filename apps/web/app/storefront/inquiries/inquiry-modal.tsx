import { Modal } from '../../ui/modal.tsx';
import { ContactForm } from '../contact/contact-form.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  work: { id: string; title: string; artistName: string };
};

/** The contact form about one work: the gallery's inbox shows the question with the work named and linked. */
export default function InquiryModal({ open, onOpenChange, work }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Inquire about this work"
      description={
        <>
          <span className="italic">{work.title}</span> by {work.artistName}. Ask about its price, its condition, a visit
          or shipping; the gallery answers within one business day.
        </>
      }
      size="md"
    >
      <ContactForm about={{ id: work.id, title: work.title }} />
    </Modal>
  );
}
