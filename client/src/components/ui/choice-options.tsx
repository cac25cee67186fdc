/** A select's options: the "all" choice (empty value) first, then each fixed value as it reads. */
export function ChoiceOptions({
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
