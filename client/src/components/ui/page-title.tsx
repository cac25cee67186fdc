import { useEffect } from 'react';

export const SITE_NAME = 'Green Circle';

// index.html's description of the whole site, for pages that have none of their own.
const siteDescription =
  typeof document === 'undefined' ? null : document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;

interface PageTitleProps {
  title: string;
  /** Use the title as is, without the " | Green Circle" suffix (e.g. 'My Tips'). */
  raw?: boolean;
  /** The page's meta description (at most about 155 characters are shown by search engines). */
  description?: string;
}

/** Sets the document title (React 19 hoists <title> into <head>) and the meta description. */
export function PageTitle({ title, raw = false, description }: PageTitleProps) {
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    const content = description?.trim() || siteDescription;
    if (meta && content) meta.setAttribute('content', content.length > 160 ? `${content.slice(0, 157).trimEnd()}...` : content);
  }, [description]);
  return <title>{raw ? title : `${title} | ${SITE_NAME}`}</title>;
}
