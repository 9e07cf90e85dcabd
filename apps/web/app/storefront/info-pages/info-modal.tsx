import { Link } from 'react-router';
import { useShopSettings } from '../../lib/use-shop-settings.ts';
import { Modal } from '../../ui/modal.tsx';
import { type InfoSection, InfoSections } from './info-layout.tsx';
import { type PolicySettings, toPolicySettings } from './policy-text.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The page with the same content, linked at the foot of the dialog. */
  path: string;
  sections: (settings: PolicySettings) => InfoSection[];
};

/** An info page's sections in a dialog; the settings are fetched when it first opens. */
export function InfoModal({ open, onOpenChange, title, path, sections }: Props) {
  const settings = useShopSettings(open);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="lg"
      footer={
        <Link
          to={path}
          onClick={() => onOpenChange(false)}
          className="text-[0.875rem] font-medium underline underline-offset-4"
        >
          Open the full {title} page
        </Link>
      }
    >
      {settings ? (
        <InfoSections sections={sections(toPolicySettings(settings))} level={3} />
      ) : (
        <p className="py-12 text-center text-muted">Loading...</p>
      )}
    </Modal>
  );
}
