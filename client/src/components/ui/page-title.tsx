export const SITE_NAME = 'Green Circle';

interface PageTitleProps {
  title: string;
  /** Use the title as is, without the " | Green Circle" suffix (e.g. 'My Tips'). */
  raw?: boolean;
}

/** Sets the document title; React 19 hoists <title> into <head>. */
export function PageTitle({ title, raw = false }: PageTitleProps) {
  return <title>{raw ? title : `${title} | ${SITE_NAME}`}</title>;
}
