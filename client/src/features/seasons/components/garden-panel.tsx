import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import { HEMISPHERES, ZONES, type Hemisphere } from '@green-circle/contract/seasons';
import { useId, useState, type FormEvent } from 'react';
import { saveGarden } from '../api/garden';
import { runWrite } from '../lib/refusal';
import { useGarden } from '../lib/use-garden';
import { FeedAddress } from './feed-address';

const HEMISPHERE_LABELS: Record<Hemisphere, string> = {
  north: SEASON_MESSAGES.hemisphereNorth,
  south: SEASON_MESSAGES.hemisphereSouth,
};

/** The profile page's "My garden": hemisphere and climate zone, then the calendar feed. */
export function GardenPanel() {
  const id = useId();
  const { garden, hemisphere, setGarden } = useGarden();
  const [draft, setDraft] = useState<{ hemisphere: Hemisphere; zone: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = draft ?? { hemisphere, zone: garden?.zone ?? '' };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const garden = shown.zone ? { hemisphere: shown.hemisphere, zone: shown.zone } : { hemisphere: shown.hemisphere };
    await runWrite(setSaving, () => saveGarden(garden), { done: SEASON_MESSAGES.gardenSaved, failed: SEASON_MESSAGES.gardenSaveFailed }, (saved) => {
      setGarden(saved);
      setDraft(null);
    });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="card mx-auto w-full max-w-lg bg-base-100 p-6 shadow-md">
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-semibold">
        {SEASON_MESSAGES.gardenHeading}
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-4" aria-label={SEASON_MESSAGES.gardenHeading}>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-2 font-medium">{SEASON_MESSAGES.hemisphereLabel}</legend>
          {HEMISPHERES.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={`${id}-hemisphere`}
                value={value}
                className="radio radio-success"
                checked={shown.hemisphere === value}
                onChange={() => setDraft({ ...shown, hemisphere: value })}
              />
              {HEMISPHERE_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-zone`} className="font-medium">
            {SEASON_MESSAGES.zoneLabel}
          </label>
          <select
            id={`${id}-zone`}
            className="select w-full max-w-xs"
            value={shown.zone}
            onChange={(event) => setDraft({ ...shown, zone: event.target.value })}
          >
            <option value="">Not set</option>
            {ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone === 'not sure' ? 'Not sure' : `Zone ${zone}`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
            Save garden
          </button>
        </div>
      </form>
      <div className="divider" />
      <FeedAddress />
    </section>
  );
}
