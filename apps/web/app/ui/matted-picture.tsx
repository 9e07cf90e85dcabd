import type { Picture } from '@vernissage/contract';
import type { CSSProperties } from 'react';
import { ResponsivePicture } from './responsive-picture.tsx';

type Props = {
  picture: Picture | null;
  /** Used when the artwork has no processed picture (an external image URL). */
  src?: string | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  /** Space between the work and the edge of the mat, as CSS inset. */
  inset?: string;
  /** Width / height of the space inside the inset, when fixed (cards): saves a size container. */
  areaRatio?: number;
  /** Classes for the work itself (shadow, hover lift). */
  workClassName?: string;
};

/** Sizes the work to fit its area, by arithmetic when the area's shape is known, else by container units. */
function fitStyle(width: number, height: number, areaRatio: number | undefined): CSSProperties {
  const ratio = width / height;
  const aspectRatio = `${width} / ${height}`;
  if (areaRatio === undefined) return { aspectRatio, width: `min(100cqw, 100cqh * ${ratio})` };
  return ratio >= areaRatio ? { aspectRatio, width: '100%' } : { aspectRatio, height: '100%' };
}

/**
 * An artwork shown whole on the warm mat: never cropped, its own proportions kept, centred with
 * air around it. The mat takes the size of its parent.
 */
export function MattedPicture(props: Props) {
  const { picture, src, alt, sizes, priority, inset = '8%', areaRatio, workClassName = '' } = props;
  const container = areaRatio === undefined ? '[container-type:size]' : '';
  return (
    <div className="absolute inset-0 bg-mat">
      <div className={`absolute flex items-center justify-center ${container}`} style={{ inset }}>
        {picture ? (
          <div className={workClassName} style={fitStyle(picture.width, picture.height, areaRatio)}>
            <ResponsivePicture
              picture={picture}
              alt={alt}
              sizes={sizes}
              priority={priority}
              className="block size-full object-contain"
            />
          </div>
        ) : src ? (
          <img
            src={src}
            alt={alt}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className="block size-full object-contain"
          />
        ) : null}
      </div>
    </div>
  );
}
