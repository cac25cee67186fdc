import { FormProvider, getFormProps, useForm } from '@conform-to/react';
import type { Garden } from '@green-circle/contract';
import { ZONES, type Hemisphere } from '@green-circle/contract/seasons';
import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import { useFormAnswer } from '#app/lib/form-answer';
import { FormField, FormMessage } from '#app/components/ui/form-field';
import { RadioGroup } from '#app/components/ui/radio-group';
import { SubmitButton } from '#app/components/ui/submit-button';
import { TitledSection } from '#app/components/ui/titled-section';
import { PROFILE_SECTIONS, paths } from '#app/config/paths';
import { useT, type MessageKey } from '#app/i18n/i18n';
import { checkRequired } from '#app/lib/form';
import { browserHemisphere } from '../api/garden';
import type { GardenSaved } from '../garden-form';
import { FeedAddress, type FeedRead } from './feed-address';

const HEMISPHERE_LABELS: Record<Hemisphere, MessageKey> = {
  north: 'season.hemisphereNorth',
  south: 'season.hemisphereSouth',
};

/**
 * The profile page's "My garden": hemisphere and climate zone (saved through the profile page's
 * action), what the page puts below them (the member's plants), then the calendar feed. Each
 * waits for its own read from the loader, so a click on the feed while the garden still loads is
 * not lost.
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
  const t = useT();
  return (
    <TitledSection
      id={PROFILE_SECTIONS.garden}
      title={t('season.gardenHeading')}
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
 * The garden form: a form posted to the profile page's action, which works before the page's
 * JavaScript has run. `garden` undefined: still loading, so it shows this browser's hemisphere
 * and waits; null: it could not be read, so it starts from this browser's hemisphere and may
 * still be saved.
 */
function GardenForm({ garden }: { garden: Garden | null | undefined }) {
  const t = useT();
  const zoneLabel = (zone: string) => (zone === 'not sure' ? t('garden.zoneNotSure') : t('garden.zone', { zone }));
  const { fetcher, answer } = useFormAnswer<GardenSaved>('garden');
  const [form, fields] = useForm({
    id: 'garden',
    lastResult: answer?.result,
    defaultValue: { hemisphere: garden?.hemisphere ?? browserHemisphere(), zone: garden?.zone ?? '' },
    onValidate: checkRequired<Garden>,
  });
  const saving = fetcher.state !== 'idle';

  return (
    <FormProvider context={form.context}>
      <fetcher.Form
        method="post"
        action={paths.dashboardProfile}
        {...getFormProps(form)}
        className="flex flex-col gap-4"
        aria-label={t('season.gardenHeading')}
      >
        <input type="hidden" name="intent" value="garden" />
        <fieldset disabled={garden === undefined} className="flex flex-col gap-4">
          {/* Held by the browser (a plain POST sends it); drawn again from the garden once it is read. */}
          <RadioGroup
            name={fields.hemisphere.name}
            legend={t('season.hemisphereLabel')}
            choices={HEMISPHERE_LABELS}
            className="flex flex-col gap-1"
            legendClassName="font-medium"
            radioClassName="radio radio-success"
          />
          <FormField
            name="zone"
            label={t('season.zoneLabel')}
            required={false}
            options={ZONES}
            optionLabel={zoneLabel}
            emptyOption={t('garden.zoneNotSet')}
            className="max-w-xs"
          />
        </fieldset>
        {/* A refusal of a valid form (the API's reason) is said above the button, with or without JavaScript. */}
        <FormMessage errors={form.errors} />
        <div>
          <SubmitButton busy={saving} disabled={garden === undefined}>
            {t('garden.save')}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </FormProvider>
  );
}
