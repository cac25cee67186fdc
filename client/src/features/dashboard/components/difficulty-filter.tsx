import type { Difficulty } from '@green-circle/contract/constants';
import { useId, useState } from 'react';
import { FixedListOptions } from '#app/components/ui/choice-options';
import { useT } from '#app/i18n/i18n';

interface DifficultyFilterProps {
  value: Difficulty | null;
  onChange: (value: Difficulty | null) => void;
}

export function DifficultyFilter({ value, onChange }: DifficultyFilterProps) {
  const t = useT();
  const id = useId();
  // Uncontrolled (no value=): the member's pick stays while the page loads; the select is drawn again
  // (a new key) only when the address changes by something else than it (Back), as Browse's filters.
  const [drawn, setDrawn] = useState({ key: 0, value, picked: value });
  if (drawn.value !== value)
    setDrawn({ key: value === drawn.picked ? drawn.key : drawn.key + 1, value, picked: value });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="font-medium">
        {t('dashboard.filterByDifficulty')}
      </label>
      <select
        id={id}
        className="select w-auto"
        key={drawn.key}
        defaultValue={value ?? ''}
        onChange={(event) => {
          const picked = (event.target.value || null) as Difficulty | null;
          setDrawn({ ...drawn, picked });
          onChange(picked);
        }}
      >
        <FixedListOptions list="difficulty" />
      </select>
    </div>
  );
}
