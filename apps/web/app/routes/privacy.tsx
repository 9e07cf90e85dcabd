import { InfoPage } from '../storefront/info-pages/info-layout.tsx';
import { infoMeta, loadInfo } from '../storefront/info-pages/load-info.ts';
import { privacySections } from '../storefront/info-pages/privacy-sections.tsx';
import type { Route } from './+types/privacy';

export const loader = ({ context }: Route.LoaderArgs) => loadInfo(context);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  infoMeta(loaderData, {
    title: 'Privacy Policy',
    description: 'What personal information the gallery collects, why, who it is shared with, and your rights.',
    path: '/privacy',
  });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { settings, updated } = loaderData;
  return (
    <InfoPage
      eyebrow="Legal"
      title="Privacy Policy"
      updated={updated}
      intro={
        <p>
          Your privacy matters to us. This policy explains what we collect when you visit and buy from{' '}
          {settings.shopName}, and how we protect it.
        </p>
      }
      sections={privacySections(settings)}
    />
  );
}
