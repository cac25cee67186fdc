import { useEffect } from 'react';

export const SITE_NAME = 'Green Circle';

// index.html's description of the whole site, for pages that have none of their own.
const siteDescription =
  typeof document === 'undefined'
    ? null
    : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null);

interface PageTitleProps {
  title: string;
  /** Use the title as is, without the " | Green Circle" suffix (e.g. 'My Tips'). */
  raw?: boolean;
  /** The page's meta description (at most about 155 characters are shown by search engines). */
  description?: string;
}

/** The page's description as search engines show it (at most 160 characters). */
function descriptionText(description: string | undefined): string | null {
  const content = description?.trim() || siteDescription;
  if (!content) return null;
  return content.length > 160 ? `${content.slice(0, 157).trimEnd()}...` : content;
}

/** Sets the document title (React 19 hoists <title> into <head>) and the meta description. */
export function PageTitle({ title, raw = false, description }: PageTitleProps) {
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    const content = descriptionText(description);
    if (meta && content) meta.setAttribute('content', content);
  }, [description]);
  // On the server (src/prerender) no effect runs: the description is written as a tag, which
  // the server moves into the page's <head> in place of the site's.
  const serverDescription = typeof document === 'undefined' ? descriptionText(description) : null;
  return (
    <>
      <title>{raw ? title : `${title} | ${SITE_NAME}`}</title>
      {serverDescription && <meta name="description" content={serverDescription} />}
    </>
  );
}
