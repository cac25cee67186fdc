import { DIFFICULTIES, type Difficulty } from '@green-circle/contract/constants';
import { useId } from 'react';
import { ChoiceOptions } from '../../../components/ui/choice-options';
import { useT } from '../../../i18n/i18n';

interface DifficultyFilterProps {
  value: Difficulty | null;
  onChange: (value: Difficulty | null) => void;
}

export function DifficultyFilter({ value, onChange }: DifficultyFilterProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="font-medium">
        {t('dashboard.filterByDifficulty')}
      </label>
      <select
        id={id}
        className="select w-auto"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as Difficulty | null)}
      >
        <ChoiceOptions
          all={t('filter.allDifficulties')}
          values={DIFFICULTIES}
          label={(difficulty) => t(`difficulty.${difficulty as Difficulty}`)}
        />
      </select>
    </div>
  );
}
