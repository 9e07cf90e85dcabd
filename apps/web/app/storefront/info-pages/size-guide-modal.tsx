import { InfoModal } from './info-modal.tsx';
import { sizeGuideSections } from './size-guide-sections.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The 'Size Guide' dialog: the same sections as /size-guide. Lazy-load it where used. */
export default function SizeGuideModal(props: Props) {
  return <InfoModal {...props} title="Size Guide" path="/size-guide" sections={sizeGuideSections} />;
}
