import {
  CATEGORIES,
  DIFFICULTIES,
  LIMITS,
  TIP_SORTS,
  type Category,
  type Difficulty,
  type TipSort,
} from '@green-circle/contract/constants';

/** The Browse filters as the URL holds them; '' means "any". */
export interface BrowseFilters {
  difficulty: Difficulty | '';
  category: Category | '';
  q: string;
  /** 'newest' (the default, left out of the URL) or 'likes'. */
  sort: TipSort;
  /** "In season now": `season=now` in the URL. */
  inSeason: boolean;
  /** "Worked near me" (members): `workedNearMe=1` in the URL. */
  workedNearMe: boolean;
  /** Only tips of gardeners the member follows: `following=1` in the URL. */
  following: boolean;
  /** Only tips about one plant (its slug, from a plant page): `plant=` in the URL; '' for any. */
  plant: string;
  /** Only tips about the member's own plants (from "This week"): `myPlants=1` in the URL. */
  myPlants: boolean;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.includes(value as T) ? (value as T) : '';

/** Reads the filters from the page URL; unknown values count as "any" rather than an error. */
export function browseFiltersFrom(search: URLSearchParams): BrowseFilters {
  return {
    difficulty: oneOf(DIFFICULTIES, search.get('difficulty')),
    category: oneOf(CATEGORIES, search.get('category')),
    q: (search.get('q') ?? '').trim().slice(0, LIMITS.queryMax),
    sort: oneOf(TIP_SORTS, search.get('sort')) || 'newest',
    inSeason: search.get('season') === 'now',
    workedNearMe: search.get('workedNearMe') === '1',
    following: search.get('following') === '1',
    plant: /^[a-z0-9]+(-[a-z0-9]+)*$/.test(search.get('plant') ?? '') ? (search.get('plant') ?? '').slice(0, 60) : '',
    myPlants: search.get('myPlants') === '1',
  };
}
