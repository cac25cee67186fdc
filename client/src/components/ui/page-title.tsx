import { PAGE_DESCRIPTIONS } from '../../config/page-descriptions';

export const SITE_NAME = 'Green Circle';

interface PageTitleProps {
  title: string;
  /** Use the title as is, without the " | Green Circle" suffix (e.g. 'My Tips'). */
  raw?: boolean;
  /** The page's meta description (at most about 155 characters are shown by search engines). */
  description?: string;
}

/** The page's description as search engines show it (at most 160 characters). */
function descriptionText(description: string | undefined): string {
  const content = description?.trim() || PAGE_DESCRIPTIONS.home;
  return content.length > 160 ? `${content.slice(0, 157).trimEnd()}...` : content;
}

/** The document's title and meta description (React hoists both into <head>, on the server too). */
export function PageTitle({ title, raw = false, description }: PageTitleProps) {
  return (
    <>
      <title>{raw ? title : `${title} | ${SITE_NAME}`}</title>
      <meta name="description" content={descriptionText(description)} />
    </>
  );
}
