import { SEASON_MESSAGES } from '@green-circle/contract/messages';

/**
 * Browse's "In season now" filter: a checkbox that puts `season=now` in the URL like the other
 * filters (its form submits on change). The loader turns it into this month where the reader gardens.
 */
export function InSeasonToggle({ checked, onChange }: { checked: boolean; onChange: (form: HTMLFormElement | null) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 self-center pt-5 font-semibold">
      <input
        type="checkbox"
        name="season"
        value="now"
        className="toggle toggle-success"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.form)}
      />
      {SEASON_MESSAGES.inSeasonNow}
    </label>
  );
}
