import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { shopTagline, socialLinks, telHref } from '../../lib/shop-info.ts';
import { useShopInfo } from '../../lib/use-shop-info.ts';
import { CookieSettingsButton } from '../consent/cookie-settings-button.tsx';
import { footerSections } from './nav-links.ts';
import { PostalLines } from './postal-lines.tsx';
import { Wordmark } from './wordmark.tsx';

const linkClass = 'inline-flex min-h-8 items-center link-quiet';

export function SiteFooter() {
  const shopInfo = useShopInfo();
  const { address } = shopInfo;
  return (
    <footer className="mt-auto print:hidden border-t border-line bg-mat text-[0.875rem]">
      <div className="page-frame grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))] lg:gap-8 lg:py-20">
        <div className="max-w-sm">
          <Link to="/" className="inline-block font-display text-[1.25rem] tracking-[0.24em] uppercase">
            <Wordmark logoClass="h-10" />
          </Link>
          <p className="mt-4 text-muted">{shopTagline}, chosen by the gallery and shipped worldwide.</p>
          <address className="mt-6 not-italic leading-relaxed">
            <PostalLines address={address} />
          </address>
          <p className="mt-4 flex flex-col items-start">
            <a href={telHref(shopInfo.phone)} className={`${linkClass} tabular-nums`}>
              {shopInfo.phone}
            </a>
            <a href={`mailto:${shopInfo.contactEmail}`} className={linkClass}>
              {shopInfo.contactEmail}
            </a>
          </p>
          <a
            href={`mailto:${shopInfo.contactEmail}`}
            className="mt-6 inline-flex min-h-11 items-center gap-2 border border-ink px-5 text-[0.75rem] font-semibold tracking-[0.14em] uppercase transition-colors duration-200 hover:bg-ink hover:text-paper"
          >
            <Mail aria-hidden className="size-4" strokeWidth={1.5} />
            Contact Us
          </a>
        </div>
        {footerSections.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className="label-caps mb-4 font-sans text-muted">{section.title}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {section.title === 'Legal' && (
                <li>
                  <CookieSettingsButton className={linkClass} />
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="page-frame flex flex-col gap-4 border-t border-line py-6 text-[0.8125rem] text-muted sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {shopInfo.shopName}. All rights reserved.
        </p>
        <ul className="flex gap-6" aria-label="Social media">
          {socialLinks(shopInfo.social).map((s) => (
            <li key={s.label}>
              <a href={s.href} rel="noopener noreferrer" target="_blank" className={`${linkClass} hover:text-ink`}>
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
