import type { MetaDescriptor } from 'react-router';

type Page = {
  title: string;
  description: string;
  /** The public origin (load context `publicUrl`) and the page's path. */
  publicUrl: string;
  path: string;
  image?: string | undefined;
  /** The gallery's name from its settings (og:site_name). */
  siteName: string;
};

/** An absolute URL on the public origin; absolute inputs are kept as they are. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}

/** Title, description, canonical link, Open Graph and Twitter tags of a storefront page. */
export function pageMeta({ title, description, publicUrl, path, image, siteName }: Page): MetaDescriptor[] {
  const url = absoluteUrl(publicUrl, path);
  const imageUrl = image ? absoluteUrl(publicUrl, image) : undefined;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(imageUrl ? [{ property: 'og:image', content: imageUrl }] : []),
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(imageUrl ? [{ name: 'twitter:image', content: imageUrl }] : []),
  ];
}
