import { Form, Link } from 'react-router';
import { LineIcon } from '#app/components/ui/line-icons';
import { MORE_ICONS } from '#app/components/ui/line-icons-more';
import { SearchField } from '#app/components/ui/search-field';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';

/** A name folded for finding: any case, accents ignored ("elin" finds "Élin"). */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en');

/** Whether a gardener's name holds the words searched for. */
export const nameMatches = (name: string, q: string) => folded(name).includes(folded(q.trim()));

/**
 * Explore's name search: a GET form (`/explore?q=…`), so the page's loader reads it on the server,
 * it works before the app has loaded, and a search is a link to share or go back to.
 */
export function GardenerSearch({ q, found }: { q: string; found: number }) {
  const t = useT();
  return (
    <Form method="get" role="search" aria-label={t('explore.find')} className="mx-auto mb-6 max-w-xl sm:mb-8">
      {/* A new search's answer replaces the field's draft (redrawn by the URL's words). */}
      <SearchField
        label={t('explore.findByName')}
        value={q}
        redraw={q}
        maxLength={60}
        placeholder={t('explore.placeholder')}
        autoComplete="off"
      >
        <LineIcon name={MORE_ICONS.search} className="h-4 w-4" />
        <span className="max-sm:sr-only">{t('filter.searchButton')}</span>
      </SearchField>
      {q && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          {t('explore.found', { n: found, q })}
          <Link to={paths.explore} className="link">
            {t('explore.everyone')}
          </Link>
        </p>
      )}
    </Form>
  );
}
