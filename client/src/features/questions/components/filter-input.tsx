/**
 * A box of the questions' GET forms (the list's search and plant, the answer's tip search): its
 * words above it, and what the address holds for it, sent again as `name`.
 */
export function FilterInput({
  label,
  name,
  value,
  type,
}: {
  label: string;
  name: string;
  value: string;
  type: 'search' | 'text';
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className="text-sm">{label}</span>
      <input type={type} name={name} defaultValue={value} className="input" />
    </label>
  );
}
