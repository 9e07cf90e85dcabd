import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  // The storefront: server-rendered inside the header and footer.
  layout('routes/storefront-layout.tsx', [
    index('routes/home.tsx'),
    route('gallery', 'routes/gallery.tsx'),
    route('artworks/:id', 'routes/artwork.tsx'),
    route('artists', 'routes/artists.tsx'),
    route('artist/:artistId', 'routes/artist.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('cookies', 'routes/cookies.tsx'),
    route('shipping-returns', 'routes/shipping-returns.tsx'),
    route('size-guide', 'routes/size-guide.tsx'),
    route('order-history', 'routes/order-history.tsx'),
    route('order-confirmation/:orderId', 'routes/order-confirmation.tsx'),
    route('orders/confirm/:token', 'routes/confirm-order.tsx'),
    route('certificates/:code', 'routes/certificate.tsx'),
    route('offers/:token', 'routes/offer.tsx'),
    // Older legal paths redirect permanently to the real pages; /cookie-settings opens the dialog.
    route('privacy-policy', 'routes/legal-redirect.tsx', { id: 'privacy-policy' }),
    route('terms-of-service', 'routes/legal-redirect.tsx', { id: 'terms-of-service' }),
    route('cookie-policy', 'routes/legal-redirect.tsx', { id: 'cookie-policy' }),
    route('cookie-settings', 'routes/cookie-settings.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The back office: rendered in the browser only, in its own chunk.
  route('admin/*', 'routes/admin.tsx'),
] satisfies RouteConfig;
