import { ArtistsTab } from '../artists/artists-tab.tsx';
import { ArtworksTab } from '../artworks/artworks-tab.tsx';
import { FormatCategoriesTab } from '../formats/format-categories-tab.tsx';
import { HeroMediaTab } from '../hero-media/hero-media-tab.tsx';
import { PaymentDetailsTab } from '../payment-details/payment-details-tab.tsx';
import { UsersTab } from '../users/users-tab.tsx';
import { UnavailablePanel } from './unavailable-panel.tsx';

/** The content of the open tab. */
export function TabPanel({ tabId, label }: { tabId: string; label: string }) {
  switch (tabId) {
    case 'artworks':
      return <ArtworksTab />;
    case 'artists':
      return <ArtistsTab />;
    case 'hero-media':
      return <HeroMediaTab />;
    case 'payment-details':
      return <PaymentDetailsTab />;
    case 'format-categories':
      return <FormatCategoriesTab />;
    case 'users':
      return <UsersTab />;
    default:
      return <UnavailablePanel tabId={tabId} label={label} />;
  }
}
