import type { MyPlants } from '@green-circle/contract';
import { Suspense, useId, useState } from 'react';
import { Await, Link, useFetcher, useSearchParams } from 'react-router';
import { ERROR_TEXT } from '#app/components/ui/error-text';
import { PlantTypeInput } from '#app/components/ui/plant-type-input';
import { TitledSection } from '#app/components/ui/titled-section';
import { paths } from '#app/config/paths';
import { useSay, useT } from '#app/i18n/i18n';
import { PLANT_ERROR_PARAM, type MyPlantsAnswer } from '../lib/my-plants';
import { usePlantNames } from '#app/i18n/plant-name';

/**
 * "My plants" in the profile's garden panel: the plants the member grows, each with a link to its
 * page and a Remove button, and a field to add one (the plants the site knows offered as you type).
 * Plain forms posted to the my-plants route's action, so they work before the page's JavaScript.
 */
export function MyPlantsPanel({ plants }: { plants: Promise<MyPlants | null> }) {
  const t = useT();
  return (
    <TitledSection title={t('plant.myPlantsHeading')} level={3} headingClassName="mb-1 text-lg font-semibold">
      <p className="mb-3 text-sm opacity-80">{t('plant.myPlantsIntro')}</p>
      <Suspense fallback={<div className="skeleton mb-3 h-8 w-full" aria-hidden="true" />}>
        <Await resolve={plants}>{(loaded) => <PlantList plants={loaded} />}</Await>
      </Suspense>
      <AddPlantForm />
      <p className="mt-2 text-xs opacity-80">{t('plant.plantsPrivate')}</p>
    </TitledSection>
  );
}

function PlantList({ plants }: { plants: MyPlants | null }) {
  const t = useT();
  const names = usePlantNames();
  if (plants === null) return <p className="mb-3 text-sm">{t('plant.plantChangeFailed')}</p>;
  if (plants.length === 0) return <p className="mb-3">{t('plant.noPlantsYet')}</p>;
  return (
    <ul className="mb-3 flex flex-wrap gap-2" aria-label={t('plant.myPlantsHeading')}>
      {plants.map((plant) => (
        <PlantChip key={plant.slug} slug={plant.slug} name={names.name(plant)} />
      ))}
    </ul>
  );
}

/** One plant: its page, and a button that takes it off the list (hidden at once while that is sent). */
function PlantChip({ slug, name }: { slug: string; name: string }) {
  const t = useT();
  const fetcher = useFetcher<MyPlantsAnswer>();
  if (fetcher.state !== 'idle') return null;
  return (
    <li className="badge badge-lg h-auto gap-1 border-base-300 bg-base-200 py-1 pr-1">
      <Link to={paths.plant(slug)} className="link-hover">
        {name}
      </Link>
      <fetcher.Form method="post" action={paths.myPlants}>
        <input type="hidden" name="slug" value={slug} />
        <button
          type="submit"
          name="intent"
          value="remove"
          className="btn btn-ghost btn-xs btn-circle"
          aria-label={t('plant.removeFromMine', { name })}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </fetcher.Form>
    </li>
  );
}

function AddPlantForm() {
  const t = useT();
  const say = useSay();
  // How it went is a toast in the flash cookie (routes/dashboard/my-plants.ts); a name not known is the form's own words.
  const fetcher = useFetcher<MyPlantsAnswer>();
  const [searchParams] = useSearchParams();
  // Each plant added empties the field by drawing a new one (it is uncontrolled, decision 0016).
  const [added, setAdded] = useState(0);
  const formId = useId();
  const inputId = `${formId}-plant`;
  const errorId = `${formId}-error`;
  // A fetcher's refusal, else the one a plain POST came back with (in the page's address).
  const answered = fetcher.state === 'idle' ? fetcher.data?.error : undefined;
  const error = answered ?? (fetcher.data ? undefined : searchParams.get(PLANT_ERROR_PARAM)) ?? undefined;
  const [answer, setAnswer] = useState(fetcher.data);
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data);
    if (fetcher.data?.saved) setAdded(added + 1);
  }
  return (
    <fetcher.Form id={formId} method="post" action={paths.myPlants} className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('plant.addPlantLabel')}
      </label>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <PlantTypeInput
            key={added}
            name="plant"
            control={{
              id: inputId,
              name: 'plant',
              form: formId,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? errorId : undefined,
              'aria-required': true,
            }}
          />
        </div>
        <button type="submit" name="intent" value="add" className="btn btn-primary" disabled={fetcher.state !== 'idle'}>
          {t('plant.addPlant')}
        </button>
      </div>
      {error && (
        <p id={errorId} className={ERROR_TEXT}>
          {say(error)}
        </p>
      )}
    </fetcher.Form>
  );
}
