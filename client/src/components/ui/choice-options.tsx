import { CATEGORIES, DIFFICULTIES, type Category, type Difficulty } from '@green-circle/contract/constants';
import { useT } from '#app/i18n/i18n';

/** A select's options: the "all" choice (empty value) first, then each fixed value as it reads. */
function ChoiceOptions({
  all,
  values,
  label = (value) => value,
}: {
  all: string;
  values: readonly string[];
  /** How a value reads in the page's language (the value is what the form sends). */
  label?: (value: string) => string;
}) {
  return (
    <>
      <option value="">{all}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}

/** The contract's fixed lists a filter picks from, and the words of its "all" choice. */
const FIXED_LISTS = {
  difficulty: { values: DIFFICULTIES, all: 'filter.allDifficulties' },
  category: { values: CATEGORIES, all: 'filter.allCategories' },
} as const;

/**
 * A filter's options from one of the contract's fixed lists: "All difficulties" (or categories)
 * first, then each value in the reader's words (Browse's filters, the dashboard's).
 */
export function FixedListOptions({ list }: { list: keyof typeof FIXED_LISTS }) {
  const t = useT();
  const { values, all } = FIXED_LISTS[list];
  return (
    <ChoiceOptions
      all={t(all)}
      values={values}
      label={(value) => t(`${list}.${value}` as `difficulty.${Difficulty}` | `category.${Category}`)}
    />
  );
}
