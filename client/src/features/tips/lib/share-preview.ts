import type { Tip } from '@green-circle/contract';
import type { MetaDescriptor } from 'react-router';
import { SITE_NAME } from '#app/components/ui/page-title';
import { PREVIEW_IMAGE, paths } from '#app/config/paths';
import { siteUrl } from '#app/config/site-url';
import { openingWords } from './opening-words';

/** What a link to a Public tip shows where it is shared (a chat, a social post): absolute addresses only. */
export interface SharePreview {
  title: string;
  description: string;
  url: string;
  /** The link preview's picture: 1200×630 JPEG, made by the API, on the site's own address. */
  image: string;
  imageWidth: number;
  imageHeight: number;
  /** The tip's own picture, as the visitor's preview card shows it. */
  picture: string;
}

/** A Public tip's preview, on the site's public address; none for a Hidden tip (its address says nothing). */
export function sharePreview(tip: Tip): SharePreview | null {
  if (tip.availability !== 'Public') return null;
  return {
    title: tip.title,
    description: openingWords(tip.description, 200),
    url: siteUrl(paths.tipDetails(tip._id)),
    image: siteUrl(paths.tipPreviewImage(tip._id)),
    imageWidth: PREVIEW_IMAGE.width,
    imageHeight: PREVIEW_IMAGE.height,
    picture: tip.image,
  };
}

/** The Open Graph and Twitter card tags of a preview, and its canonical address (canonicalLink). */
export function sharePreviewMeta(preview: SharePreview, canonical: MetaDescriptor): MetaDescriptor[] {
  return [
    canonical,
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: preview.title },
    { property: 'og:description', content: preview.description },
    { property: 'og:url', content: preview.url },
    { property: 'og:image', content: preview.image },
    { property: 'og:image:type', content: 'image/jpeg' },
    { property: 'og:image:width', content: String(preview.imageWidth) },
    { property: 'og:image:height', content: String(preview.imageHeight) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: preview.title },
    { name: 'twitter:description', content: preview.description },
    { name: 'twitter:image', content: preview.image },
  ];
}
