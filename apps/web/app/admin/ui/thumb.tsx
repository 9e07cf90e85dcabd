import { ImageOff } from 'lucide-react';

/** A small image shown whole on the mat, or a placeholder where there is none. */
export function Thumb({
  src,
  alt = '',
  className = 'size-14',
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
}) {
  return (
    <span className={`grid shrink-0 place-items-center overflow-hidden bg-mat ${className}`}>
      {src ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" className="size-full object-contain p-1" />
      ) : (
        <ImageOff
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          className="size-5 text-subtle"
          strokeWidth={1.5}
        />
      )}
    </span>
  );
}
