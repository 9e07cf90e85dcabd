import type { Picture } from '@vernissage/contract';
import { MattedPicture } from '../../ui/matted-picture.tsx';

type Props = { picture: Picture; alt: string };

/** The mat's shape follows the work's, within bounds, so a tall or a wide work fills it without cropping. */
const matRatio = (p: Picture) => Math.min(Math.max(p.width / p.height, 4 / 5), 4 / 3);

/** The certified work, whole, on the warm mat: the certificate's largest paint. */
export function CertificateArtwork({ picture, alt }: Props) {
  return (
    <div className="relative w-full print:mx-auto print:max-w-[80mm]" style={{ aspectRatio: matRatio(picture) }}>
      <MattedPicture
        picture={picture}
        alt={alt}
        sizes="(min-width: 1280px) 560px, (min-width: 1024px) 44vw, 92vw"
        priority
        inset="8%"
        workClassName="shadow-hung"
      />
    </div>
  );
}
