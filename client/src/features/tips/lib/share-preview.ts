import type { Tip } from '@green-circle/contract';
import { parseUploadUrl, uploadVariants } from '@green-circle/contract/uploads';
import type { MetaDescriptor } from 'react-router';
import { SITE_NAME } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { apiAssetUrl } from '../../../lib/image-source';

/** What a link to a Public tip shows where it is shared (a chat, a social post): absolute addresses only. */
export interface SharePreview {
  title: string;
  description: string;
  url: string;
  image: string;
  imageWidth?: number;
  imageHeight?: number;
}

/** Link previews want an image about 1200 px wide. */
const PREVIEW_WIDTH = 1200;

/** The tip's picture for a preview: of an upload, the narrowest kept width from 1200 px up (else the largest). */
function previewImage(image: string, origin: string): Pick<SharePreview, 'image' | 'imageWidth' | 'imageHeight'> {
  // A bare /uploads/ path lives on the API; any other address is the site's own or absolute.
  const address = new URL(image, image.startsWith('/uploads/') ? apiAssetUrl('/') : origin);
  const upload = parseUploadUrl(address.pathname);
  if (!upload || address.search) return { image: address.href };
  const variants = uploadVariants(upload.id, upload.width, upload.height);
  const chosen = variants.find((variant) => variant.width >= PREVIEW_WIDTH) ?? variants.at(-1)!;
  return { image: new URL(chosen.url, address.origin).href, imageWidth: chosen.width, imageHeight: chosen.height };
}

/** A Public tip's preview, as seen from the site at `origin`; none for a Hidden tip (its address says nothing). */
export function sharePreview(tip: Tip, origin: string): SharePreview | null {
  if (tip.availability !== 'Public') return null;
  const text = tip.description.replace(/\s+/g, ' ').trim();
  return {
    title: tip.title,
    description: text.length > 200 ? `${text.slice(0, 197).trimEnd()}...` : text,
    url: new URL(paths.tipDetails(tip._id), origin).href,
    ...previewImage(tip.image, origin),
  };
}

/** The Open Graph and Twitter card tags of a preview, and its canonical address. */
export function sharePreviewMeta(preview: SharePreview): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'canonical', href: preview.url },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: preview.title },
    { property: 'og:description', content: preview.description },
    { property: 'og:url', content: preview.url },
    { property: 'og:image', content: preview.image },
    ...(preview.imageWidth ? [{ property: 'og:image:width', content: String(preview.imageWidth) }] : []),
    ...(preview.imageHeight ? [{ property: 'og:image:height', content: String(preview.imageHeight) }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: preview.title },
    { name: 'twitter:description', content: preview.description },
    { name: 'twitter:image', content: preview.image },
  ];
}
