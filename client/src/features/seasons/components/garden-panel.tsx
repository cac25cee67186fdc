import type { Garden } from '@green-circle/contract';
import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import { HEMISPHERES, ZONES, type Hemisphere } from '@green-circle/contract/seasons';
import { Suspense, useEffect, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Await, useFetcher } from 'react-router';
import { FormField } from '../../../components/ui/legacy-form-field';
import { TitledSection } from '../../../components/ui/titled-section';
import { PROFILE_SECTIONS, paths } from '../../../config/paths';
import { browserHemisphere } from '../api/garden';
import { FeedAddress, type FeedRead } from './feed-address';

const HEMISPHERE_LABELS: Record<Hemisphere, string> = {
  north: SEASON_MESSAGES.hemisphereNorth,
  south: SEASON_MESSAGES.hemisphereSouth,
};

/** What the garden route's action answers: the garden as saved, or null when it was refused. */
export interface GardenSaved {
  saved: Garden | null;
}

interface GardenValues {
  hemisphere: Hemisphere;
  zone: string;
}

const valuesOf = (garden: Garden | null | undefined): GardenValues => ({
  hemisphere: garden?.hemisphere ?? browserHemisphere(),
  zone: garden?.zone ?? '',
});

/**
 * The profile page's "My garden": hemisphere and climate zone (saved through the garden
 * route's action), what the page puts below them (the member's plants), then the calendar feed.
 * Each waits for its own read from the loader, so a click on the feed while the garden still
 * loads is not lost.
 */
export function GardenPanel({
  garden,
  feed,
  children,
}: {
  garden: Promise<Garden | null>;
  feed: Promise<FeedRead>;
  children?: ReactNode;
}) {
  return (
    <TitledSection
      id={PROFILE_SECTIONS.garden}
      title={SEASON_MESSAGES.gardenHeading}
      className="card mx-auto w-full max-w-lg border border-base-300 bg-base-100 p-6 shadow-md"
      headingClassName="mb-4 text-xl font-semibold"
    >
      <Suspense fallback={<GardenForm garden={undefined} />}>
        <Await resolve={garden}>{(loaded) => <GardenForm garden={loaded} />}</Await>
      </Suspense>
      {children && <div className="divider" />}
      {children}
      <div className="divider" />
      <FeedAddress feed={feed} />
    </TitledSection>
  );
}

/**
 * The garden form. `garden` undefined: still loading, so it shows this browser's hemisphere
 * and waits; null: it could not be read, so it starts from this browser's hemisphere and may
 * still be saved.
 */
function GardenForm({ garden }: { garden: Garden | null | undefined }) {
  const fetcher = useFetcher<GardenSaved>();
  const form = useForm<GardenValues>({ defaultValues: valuesOf(garden) });
  const saving = fetcher.state !== 'idle';
  const saved = fetcher.data?.saved;

  // What was saved becomes the form's new starting point (nothing left "changed").
  useEffect(() => {
    if (saved) form.reset(valuesOf(saved));
  }, [saved, form]);

  const submit = form.handleSubmit(({ hemisphere, zone }) =>
    fetcher.submit(zone ? { hemisphere, zone } : { hemisphere }, {
      method: 'post',
      action: paths.garden,
      encType: 'application/json',
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={SEASON_MESSAGES.gardenHeading}>
        <fieldset disabled={garden === undefined} className="flex flex-col gap-4">
          <FormField
            name="hemisphere"
            label={SEASON_MESSAGES.hemisphereLabel}
            required={false}
            render={(field, a11y) => (
              <div role="radiogroup" {...a11y} className="flex flex-wrap gap-4">
                {HEMISPHERES.map((value) => (
                  <label key={value} className="flex cursor-pointer items-center gap-2">
                    <input
                      type="radio"
                      name={field.name}
                      value={value}
                      className="radio radio-success"
                      checked={field.value === value}
                      onChange={() => field.onChange(value)}
                      onBlur={field.onBlur}
                    />
                    {HEMISPHERE_LABELS[value]}
                  </label>
                ))}
              </div>
            )}
          />
          <FormField
            name="zone"
            label={SEASON_MESSAGES.zoneLabel}
            required={false}
            render={(field, a11y) => (
              <select {...a11y} {...field} className="select w-full max-w-xs">
                <option value="">Not set</option>
                {ZONES.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone === 'not sure' ? 'Not sure' : `Zone ${zone}`}
                  </option>
                ))}
              </select>
            )}
          />
        </fieldset>
        <div>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={saving || garden === undefined}
            aria-busy={saving}
          >
            Save garden
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
