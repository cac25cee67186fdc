import type { GardenerProfile } from '@green-circle/contract';
import type { ReactNode } from 'react';
import { Avatar } from '#app/components/ui/avatar';
import { GardenerFacts } from '#app/components/ui/gardener-facts';
import { PlantLinks } from '#app/components/ui/plant-links';
import { useLanguage, useT } from '#app/i18n/i18n';
import type { Language } from '#app/i18n/languages';

/** "November 2026" ("noviembre de 2026"), by Intl in the reader's language. */
const joined = (iso: string | null, language: Language) =>
  iso === null ? null : new Date(iso).toLocaleDateString(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The plants they grow (shown only with their garden), each a link to its page. */
function GrownPlants({ plants }: { plants: NonNullable<GardenerProfile['plants']> }) {
  const t = useT();
  return (
    <p className="text-sm" data-testid="gardener-plants">
      {t('plant.growsHeading')}: <PlantLinks plants={plants} />
    </p>
  );
}

/** A gardener's photo, name, bio, garden, plants and counts; `action` is the Follow button's place. */
export function GardenerHeader({
  gardener,
  followers,
  action,
}: {
  gardener: GardenerProfile;
  followers: number;
  action: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const since = joined(gardener.joinedAt, language);
  const counts: Array<[label: string, value: number]> = [
    [t('gardener.tips'), gardener.counts.tips],
    [t('gardener.likesReceived'), gardener.counts.likesReceived],
    [t('gardener.tried'), gardener.counts.trials],
    [t('gardener.followers'), followers],
    [t('gardener.following'), gardener.counts.following],
  ];
  return (
    <header className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
          <Avatar
            src={gardener.photoURL}
            name={gardener.displayName}
            label={t('gardener.photo', { name: gardener.displayName })}
            className="h-24 w-24 text-2xl"
          />
          <div className="min-w-0 flex-1 space-y-1">
            <h1 className="break-words text-3xl font-bold">{gardener.displayName}</h1>
            {since && <p className="text-sm opacity-80">{t('gardener.joined', { since })}</p>}
            {gardener.garden && (
              <p className="text-sm">
                {t('gardener.hemisphere', { hemisphere: gardener.garden.hemisphere })}
                {gardener.garden.zone ? t('gardener.zone', { zone: gardener.garden.zone }) : ''}
              </p>
            )}
            {gardener.plants && gardener.plants.length > 0 && <GrownPlants plants={gardener.plants} />}
            {gardener.bio && <p className="whitespace-pre-line break-words pt-1">{gardener.bio}</p>}
            {/* At least what their Explore card shows. */}
            {gardener.card && (
              <div className="pt-2 text-left">
                <GardenerFacts facts={gardener.card} heading="h2" />
              </div>
            )}
          </div>
          <div className="shrink-0">{action}</div>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {counts.map(([label, value]) => (
            <div key={label} className="rounded-box bg-base-200 px-3 py-2 text-center">
              <dt className="text-xs opacity-80">{label}</dt>
              <dd className="text-xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
