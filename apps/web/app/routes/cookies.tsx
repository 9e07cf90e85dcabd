import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsent } from '../storefront/consent/use-consent.ts';
import { cookiesSections } from '../storefront/info-pages/cookies-sections.tsx';
import { InfoPage } from '../storefront/info-pages/info-layout.tsx';
import { infoMeta, loadInfo } from '../storefront/info-pages/load-info.ts';
import type { Route } from './+types/cookies';

export const loader = ({ context }: Route.LoaderArgs) => loadInfo(context);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  infoMeta(loaderData, {
    title: 'Cookie Policy',
    description: 'Which cookies the gallery uses, what they are for, and how to change your cookie preferences.',
    path: '/cookies',
  });

/** `#cookie-settings` (where /cookie-settings leads) opens the preferences dialog. */
export const COOKIE_SETTINGS_HASH = '#cookie-settings';

export default function Cookies({ loaderData }: Route.ComponentProps) {
  const { settings, updated } = loaderData;
  const { hash } = useLocation();
  const { openSettings } = useConsent();
  useEffect(() => {
    if (hash === COOKIE_SETTINGS_HASH) openSettings();
  }, [hash, openSettings]);
  return (
    <InfoPage
      eyebrow="Legal"
      title="Cookie Policy"
      updated={updated}
      intro={
        <p>This page explains how {settings.shopName} uses cookies and similar storage, and how you stay in control.</p>
      }
      sections={cookiesSections(settings)}
    />
  );
}
