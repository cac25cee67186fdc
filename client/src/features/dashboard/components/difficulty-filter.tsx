import { DIFFICULTIES, type Difficulty } from '@green-circle/contract/constants';
import { useId } from 'react';

interface DifficultyFilterProps {
  value: Difficulty | null;
  onChange: (value: Difficulty | null) => void;
}

export function DifficultyFilter({ value, onChange }: DifficultyFilterProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="font-medium">
        Filter by difficulty
      </label>
      <select
        id={id}
        className="select w-auto"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as Difficulty | null)}
      >
        <option value="">All Difficulties</option>
        {DIFFICULTIES.map((difficulty) => (
          <option key={difficulty} value={difficulty}>
            {difficulty}
          </option>
        ))}
      </select>
    </div>
  );
}
