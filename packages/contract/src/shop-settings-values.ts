// Plain values only, no zod: the storefront's header and footer import these on every page (the
// schemas are in shop-settings.ts).

/** '' (no logo), an image of the shop's own media store (`/media/...`), or an http(s) URL of it on a CDN. */
export const LOGO_PATTERN = /^(\/media\/|https?:\/\/)[^\s"'<>]+$/;

export const SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'x', label: 'X' },
  { key: 'pinterest', label: 'Pinterest' },
  { key: 'website', label: 'Website' },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];
