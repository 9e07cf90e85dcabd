import type { StorefrontLoadContext } from '@vernissage/contract';

declare module 'react-router' {
  // The server (apps/server/src/platform/web) passes this to every loader and action.
  interface AppLoadContext extends StorefrontLoadContext {}
}
