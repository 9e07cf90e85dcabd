import type { Picture } from '@vernissage/contract';
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { buildSrcSet, fallbackSrc, pictureFormats, pictureUrl } from './srcset.ts';

type Props = {
  picture: Picture;
  alt: string;
  /** The rendered width at each breakpoint, as the `sizes` attribute. */
  sizes: string;
  /** The largest image above the fold (the LCP): loaded eagerly with high priority. */
  priority?: boolean;
  /** How the tiny placeholder fills the box until the image arrives: match `object-fit`. */
  fit?: 'contain' | 'cover';
  className?: string;
};

/**
 * One image from the media pipeline as AVIF, WebP and JPEG at every width it was rendered at.
 * width/height reserve the space before it loads; the blurred placeholder fills that space.
 */
export function ResponsivePicture({ picture, alt, sizes, priority = false, fit = 'contain', className }: Props) {
  const placeholder: CSSProperties | undefined = picture.placeholder
    ? {
        backgroundImage: `url("${picture.placeholder}")`,
        backgroundSize: fit,
        backgroundPosition: 'center',
        backgroundRepeat: 'no-repeat',
      }
    : undefined;
  if (priority && picture.widths.length > 0) {
    // React puts this in the head, before the scripts' modulepreloads, so the LCP image is
    // requested first rather than queued behind them (decision 016). Same srcset and sizes as the
    // AVIF <source> below: browsers without AVIF skip it by its type.
    preload(pictureUrl(picture, Math.min(...picture.widths), 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: buildSrcSet(picture, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      {picture.widths.length > 0 &&
        pictureFormats.map(({ ext, type }) => (
          <source key={ext} type={type} srcSet={buildSrcSet(picture, ext)} sizes={sizes} />
        ))}
      <img
        src={fallbackSrc(picture)}
        srcSet={picture.widths.length > 0 ? buildSrcSet(picture, 'jpg') : undefined}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={placeholder}
        className={className}
      />
    </picture>
  );
}
