import { useT } from '#app/i18n/i18n';

export const SITE_NAME = 'Green Circle';

interface PageTitleProps {
  title: string;
  /** Use the title as is, without the " | Green Circle" suffix (e.g. 'My Tips'). */
  raw?: boolean;
  /** The page's meta description (at most about 155 characters are shown by search engines). */
  description?: string;
}

/** The page's description as search engines show it (at most 160 characters); `site`: the whole site's. */
function descriptionText(description: string | undefined, site: string): string {
  const content = description?.trim() || site;
  return content.length > 160 ? `${content.slice(0, 157).trimEnd()}...` : content;
}

/** The document's title and meta description (React hoists both into <head>, on the server too). */
export function PageTitle({ title, raw = false, description }: PageTitleProps) {
  // Pages without a description of their own have the site's, in the reader's language.
  const t = useT();
  return (
    <>
      <title>{raw ? title : `${title} | ${SITE_NAME}`}</title>
      <meta name="description" content={descriptionText(description, t('describe.home'))} />
    </>
  );
}
