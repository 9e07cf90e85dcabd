import { Link } from 'react-router';
import { useShopInfo } from '../../lib/use-shop-info.ts';

type Tone = 'light' | 'dark';

const buttonBase =
  'inline-flex min-h-12 min-w-56 items-center justify-center px-7 text-[0.75rem] font-semibold tracking-[0.16em] transition-colors duration-200';

const buttons: Record<Tone, { primary: string; secondary: string }> = {
  // Light text over a photograph or video.
  dark: {
    primary: `${buttonBase} bg-paper text-ink hover:bg-mat`,
    secondary: `${buttonBase} border border-white/70 text-white hover:bg-white hover:text-ink`,
  },
  // Ink text on the paper beside an artwork.
  light: {
    primary: `${buttonBase} bg-ink text-paper hover:bg-accent`,
    secondary: `${buttonBase} border border-ink text-ink hover:bg-ink hover:text-paper`,
  },
};

/** The hero's headline and two calls to action; `tone` is the background they sit on. */
export function HeroText({ tone }: { tone: Tone }) {
  const { shipsFree } = useShopInfo();
  const onDark = tone === 'dark';
  const shadow = onDark ? '[text-shadow:0_1px_20px_rgb(0_0_0/0.3)]' : '';
  return (
    <div className="w-full max-w-[40rem]">
      <h1 className={`font-display font-light ${shadow}`}>
        <span className={`label-caps block text-[0.8125rem] ${onDark ? 'text-white/85' : 'text-muted'}`}>DISCOVER</span>{' '}
        <span className="mt-3 block text-[clamp(3rem,13.5vw,5.5rem)] leading-[0.95] tracking-[-0.015em] lg:text-[min(6.2vw,7rem)]">
          <span className="-ml-[0.04em] block italic">Extraordinary</span>{' '}
          <span className="block tracking-[0.04em]">ART</span>
        </span>
      </h1>
      <p
        className={`mt-6 hidden max-w-[26rem] text-[1rem] leading-relaxed sm:block ${onDark ? `text-white/85 ${shadow}` : 'text-muted'}`}
      >
        Original works and limited editions by contemporary artists, chosen by the gallery
        {shipsFree ? ' and shipped free worldwide' : ''}.
      </p>
      <div className="mt-8 flex flex-col gap-3 min-[400px]:flex-row min-[400px]:flex-wrap">
        <Link to="/gallery" className={buttons[tone].primary}>
          EXPLORE COLLECTION
        </Link>
        <Link to="/artists" className={buttons[tone].secondary}>
          MEET THE ARTISTS
        </Link>
      </div>
    </div>
  );
}
