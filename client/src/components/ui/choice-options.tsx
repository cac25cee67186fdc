/** A select's options: the "all" choice (empty value) first, then each fixed value as it reads. */
export function ChoiceOptions({ all, values }: { all: string; values: readonly string[] }) {
  return (
    <>
      <option value="">{all}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}
