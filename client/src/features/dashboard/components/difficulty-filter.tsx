import { DIFFICULTIES, type Difficulty } from '@green-circle/contract/constants';
import { useId } from 'react';
import { ChoiceOptions } from '../../../components/ui/choice-options';

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
        <ChoiceOptions all="All Difficulties" values={DIFFICULTIES} />
      </select>
    </div>
  );
}
