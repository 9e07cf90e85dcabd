type NavLink = { label: string; to: string };
export type NavSection = { title: string; links: NavLink[] };

/** The slide-over menu: Shop, Discover, Support. */
export const menuSections: NavSection[] = [
  {
    title: 'Shop',
    links: [
      { label: 'Paintings', to: '/gallery?filter=paintings' },
      { label: 'Photography', to: '/gallery?filter=photography' },
      { label: 'Digital Art', to: '/gallery?filter=digital-art' },
      { label: 'Mixed Media', to: '/gallery?filter=mixed-media' },
      { label: 'New Arrivals', to: '/gallery?filter=new-arrivals' },
      { label: 'Limited Editions', to: '/gallery?filter=limited-editions' },
    ],
  },
  {
    title: 'Discover',
    links: [
      { label: 'All Artworks', to: '/gallery' },
      { label: 'Artists', to: '/artists' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Order History', to: '/order-history' },
      { label: 'Contact', to: '/contact' },
      { label: 'Shipping & Returns', to: '/shipping-returns' },
      { label: 'Size Guide', to: '/size-guide' },
    ],
  },
];

export const footerSections: NavSection[] = [
  {
    title: 'Collection',
    links: [
      { label: 'Paintings', to: '/gallery?category=paintings' },
      { label: 'Photography', to: '/gallery?category=photography' },
      { label: 'Digital Art', to: '/gallery?category=digital-art' },
      { label: 'Mixed Media', to: '/gallery?category=mixed-media' },
      { label: 'Artists', to: '/artists' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'FAQ', to: '/shipping-returns' },
      { label: 'Shipping & Returns', to: '/shipping-returns' },
      { label: 'Size Guide', to: '/size-guide' },
      { label: 'Order History', to: '/order-history' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Cookie Policy', to: '/cookies' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
];
