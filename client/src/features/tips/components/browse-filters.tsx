import { useId, useState, type ReactNode } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { paths } from '#app/config/paths';
import { useOptionalAuth } from '#app/lib/auth-provider';
import { browseFiltersFrom, type BrowseFilters as Filters } from './browse-search-params';
import { FixedListOptions } from '#app/components/ui/choice-options';
import { LineIcon } from '#app/components/ui/line-icons';
import { TIP_ICONS } from '#app/components/ui/line-icons-tips';
import { SearchField } from '#app/components/ui/search-field';
import { useT } from '#app/i18n/i18n';

/**
 * The Browse filters, kept in the URL: a GET form, so the loader reads them, the back
 * button restores them and a filtered list can be shared as a link.
 */
export function BrowseFilters({ filters }: { filters: Filters }) {
  const submit = useSubmit();
  const member = useOptionalAuth()?.member ?? null;
  const navigation = useNavigation();
  // Following is a member's filter: shown to the session's member, from the server's page on.
  const showFollowing = member !== null;
  // While a new filter loads, the selects already show it.
  const pending =
    navigation.location?.pathname === paths.browseTips
      ? browseFiltersFrom(new URLSearchParams(navigation.location.search))
      : null;
  const shown = pending ?? filters;
  // The search box is the visitor's draft, uncontrolled (what is typed before the page's
  // JavaScript runs stays by nature); it is drawn again from the URL only when the URL's words
  // change by something else than this form (back button, 'Clear filters'): a search or filter
  // that finishes loading never wipes what was typed meanwhile.
  const [urlQuery, setUrlQuery] = useState(filters.q);
  const [sentQuery, setSentQuery] = useState<string | null>(null);
  const [redrawn, setRedrawn] = useState(0);
  if (urlQuery !== filters.q) {
    setUrlQuery(filters.q);
    if (sentQuery !== filters.q) setRedrawn(redrawn + 1);
    setSentQuery(null);
  }
  // The selects alike: uncontrolled, the member's pick stays as it is while it loads; drawn
  // again from the URL when its choices change by something else than this form.
  const choices = selectsOf(filters);
  const [urlChoices, setUrlChoices] = useState(choices);
  const [sentChoices, setSentChoices] = useState<string | null>(null);
  const [choicesDrawn, setChoicesDrawn] = useState(0);
  if (urlChoices !== choices) {
    setUrlChoices(choices);
    if (sentChoices !== choices) setChoicesDrawn(choicesDrawn + 1);
    setSentChoices(null);
  }
  // Only the filters with a value go into the URL: /browserTips?difficulty=Easy, not ?q=&category=.
  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      // 'newest' is the default order: left out, like an empty filter.
      if (typeof value === 'string' && value.trim() && !(key === 'sort' && value === 'newest'))
        params.set(key, value.trim());
    }
    setSentQuery(params.get('q') ?? '');
    setSentChoices(selectsOf(browseFiltersFrom(params)));
    void submit(params, { method: 'get' });
  };
  // How many filters beside the words are on: the phone's Filters button says it while folded.
  const chosen = [
    filters.difficulty,
    filters.category,
    filters.sort !== 'newest',
    filters.inSeason,
    filters.workedNearMe,
    filters.following,
  ].filter(Boolean).length;
  const active = Boolean(filters.q) || chosen > 0;
  // On a phone the filters fold behind a button (they took the whole first screen); from sm up they show.
  const [unfolded, setUnfolded] = useState(false);
  const foldId = useId();
  const t = useT();
  const selects = [
    {
      name: 'difficulty',
      label: t('filter.difficulty'),
      value: filters.difficulty,
      options: <FixedListOptions list="difficulty" />,
    },
    {
      name: 'category',
      label: t('filter.category'),
      value: filters.category,
      options: <FixedListOptions list="category" />,
    },
    {
      name: 'sort',
      label: t('filter.sortBy'),
      value: filters.sort,
      options: (
        <>
          <option value="newest">{t('filter.newest')}</option>
          <option value="likes">{t('filter.mostLiked')}</option>
          <option value="tried">{t('conversation.sortTried')}</option>
        </>
      ),
    },
  ];

  return (
    <Form
      method="get"
      role="search"
      aria-label={t('filter.label')}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3 lg:grid-cols-[1fr_auto_auto_auto_auto_auto_auto]"
    >
      <SearchField
        label={t('filter.search')}
        value={filters.q}
        redraw={redrawn}
        maxLength={100}
        placeholder={t('filter.placeholder')}
        className="w-full sm:col-span-3 lg:col-span-1"
      >
        {t('filter.searchButton')}
      </SearchField>

      <button
        type="button"
        className="btn btn-outline w-full sm:hidden"
        aria-expanded={unfolded}
        aria-controls={foldId}
        onClick={() => setUnfolded(!unfolded)}
      >
        <LineIcon name={TIP_ICONS.filter} className="h-4 w-4" />
        {t('filter.filters')}
        {chosen > 0 && <span className="badge badge-primary badge-sm">{chosen}</span>}
      </button>
      <div id={foldId} className={`${unfolded ? 'grid' : 'hidden'} grid-cols-1 items-end gap-3 sm:contents`}>
        {/* Each drawn again (a new key) when the URL's choices change by something else than this form. */}
        {selects.map(({ name, label, value, options }) => (
          <FilterSelect key={`${name}-${choicesDrawn}`} label={label} name={name} value={value} onPick={apply}>
            {options}
          </FilterSelect>
        ))}

        {/* "In season now": season=now in the URL; the loader asks for this month where the reader gardens. */}
        <FilterToggle name="season" value="now" checked={shown.inSeason} onToggle={apply}>
          {t('season.inSeasonNow')}
        </FilterToggle>

        {/* "Worked near me": members only, as the API reads their garden. */}
        {member && (
          <FilterToggle
            name="workedNearMe"
            checked={shown.workedNearMe}
            onToggle={apply}
            title={t('conversation.workedNearMeHint')}
          >
            {t('conversation.workedNearMe')}
          </FilterToggle>
        )}

        {showFollowing && (
          <FilterToggle name="following" checked={shown.following} onToggle={apply}>
            {t('people.fromFollowedFilter')}
          </FilterToggle>
        )}
      </div>

      {active && (
        <Link to={paths.browseTips} className="btn btn-ghost">
          {t('filter.clear')}
        </Link>
      )}
    </Form>
  );
}

interface FilterToggleProps {
  /** The URL parameter it sets, and its value when on. */
  name: string;
  value?: string;
  /** What the URL says. */
  checked: boolean;
  onToggle: (form: HTMLFormElement | null) => void;
  title?: string;
  children: ReactNode;
}

/**
 * A filter switch that shows the member's choice at once: the URL (and so `checked`) changes
 * only once the navigation it starts is under way, and a switch drawn from the URL alone would
 * flip back in between. The choice holds until the URL moves.
 */
function FilterToggle({ name, value = '1', checked, onToggle, title, children }: FilterToggleProps) {
  const [choice, setChoice] = useState<{ from: boolean; on: boolean } | null>(null);
  const on = choice !== null && choice.from === checked ? choice.on : checked;
  return (
    <label className="flex h-10 cursor-pointer items-center gap-2 font-semibold whitespace-nowrap" title={title}>
      <input
        type="checkbox"
        name={name}
        value={value}
        className="toggle toggle-success"
        checked={on}
        onChange={(event) => {
          setChoice({ from: checked, on: event.currentTarget.checked });
          onToggle(event.currentTarget.form);
        }}
      />
      {children}
    </label>
  );
}

interface FilterSelectProps {
  label: string;
  /** The URL parameter it sets. */
  name: string;
  value: string;
  /** Applies the filters at once when a choice is made. */
  onPick: (form: HTMLFormElement | null) => void;
  children: ReactNode;
}

/** The selects' choices in one string: whether the URL's changed. */
const selectsOf = ({ difficulty, category, sort }: Filters) => `${difficulty}|${category}|${sort}`;

/** One labelled select of the filter form, uncontrolled (its choice from `value` when drawn). */
function FilterSelect({ label, name, value, onPick, children }: FilterSelectProps) {
  return (
    <label className="form-control w-full">
      <span className="mb-1 block text-sm font-semibold">{label}</span>
      <select
        name={name}
        defaultValue={value}
        className="select w-full"
        onChange={(event) => onPick(event.currentTarget.form)}
      >
        {children}
      </select>
    </label>
  );
}
