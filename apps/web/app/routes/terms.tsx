import { InfoPage } from '../storefront/info-pages/info-layout.tsx';
import { infoMeta, loadInfo } from '../storefront/info-pages/load-info.ts';
import { termsSections } from '../storefront/info-pages/terms-sections.tsx';
import type { Route } from './+types/terms';

export const loader = ({ context }: Route.LoaderArgs) => loadInfo(context);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  infoMeta(loaderData, {
    title: 'Terms of Service',
    description:
      'The terms for buying original art and limited editions as a guest: payment, shipping, returns and more.',
    path: '/terms',
  });

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { settings, updated } = loaderData;
  return (
    <InfoPage
      eyebrow="Legal"
      title="Terms of Service"
      updated={updated}
      intro={
        <p>
          Please read these terms before you buy. They are written to be clear, and they never ask you to create an
          account.
        </p>
      }
      sections={termsSections(settings)}
    />
  );
}
