import type { Trial } from '@green-circle/contract';
import { useLanguage, useT, type Translate } from '#app/i18n/i18n';
import { monthName } from '#app/i18n/dates';
import type { Language } from '#app/i18n/languages';
import { BylineAvatar } from '#app/components/ui/avatar';
import { GardenerLink } from '#app/components/ui/gardener-link';
import { SafeImage } from '#app/components/ui/safe-image';

const OUTCOME = {
  worked: { text: 'conversation.reportWorked', badge: 'badge-success' },
  partly: { text: 'conversation.reportPartly', badge: 'badge-warning' },
  failed: { text: 'conversation.reportFailed', badge: 'badge-error' },
} as const satisfies Record<Trial['outcome'], { text: string; badge: string }>;

/** "July · Northern hemisphere · zone 7a": what the reporter said of when and where. */
function whereAndWhen(trial: Trial, t: Translate, language: Language): string {
  const parts = [
    trial.month === null ? null : t('conversation.triedIn', { month: monthName(language, trial.month) }),
    trial.hemisphere === 'south' ? t('conversation.southern') : t('conversation.northern'),
    trial.zone && trial.zone !== 'not sure' ? t('conversation.zone', { zone: trial.zone }) : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * One "I tried this" report: who (their public page), how it went, when and where, their note and
 * photo; the photo's alt is what the reporter said it shows (their words, lang=""), else whose photo
 * of which outcome it is.
 */
function TrialReport({ trial }: { trial: Trial }) {
  const t = useT();
  const language = useLanguage();
  const outcome = { ...OUTCOME[trial.outcome], text: t(OUTCOME[trial.outcome].text) };
  return (
    <li className="flex gap-3" data-testid="trial-report">
      <BylineAvatar src={trial.authorPhotoURL} name={trial.displayName} className="h-8 w-8 shrink-0 text-xs" />
      <article
        aria-label={t('conversation.reportOf', { name: trial.displayName })}
        className="flex min-w-0 flex-1 flex-col gap-1"
      >
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <GardenerLink
            authorId={trial.authorId}
            name={trial.displayName}
            className="link-hover font-semibold [overflow-wrap:anywhere]"
          />
          <span className={`badge badge-sm badge-outline ${outcome.badge}`}>{outcome.text}</span>
        </p>
        <p className="text-xs opacity-80">{whereAndWhen(trial, t, language)}</p>
        {trial.note && (
          <p className="whitespace-pre-line [overflow-wrap:anywhere]" lang="">
            {trial.note}
          </p>
        )}
        {trial.photo && (
          <SafeImage
            src={trial.photo}
            alt={
              trial.photoAlt ||
              t('conversation.reportPhoto', {
                name: trial.displayName,
                outcome: outcome.text.toLocaleLowerCase(language),
              })
            }
            lang={trial.photoAlt ? '' : undefined}
            sizes="(min-width: 640px) 16rem, 60vw"
            className="mt-1 aspect-square w-40 rounded-box object-cover sm:w-64"
          />
        )}
      </article>
    </li>
  );
}

/** Every report loaded, newest first, under the evidence summary. */
export function TrialReports({ trials }: { trials: readonly Trial[] }) {
  const t = useT();
  if (trials.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 font-semibold">{t('conversation.reportsHeading')}</h3>
      <ul aria-label={t('conversation.reportsHeading')} className="flex flex-col gap-4" data-testid="trial-reports">
        {trials.map((trial) => (
          <TrialReport key={trial._id} trial={trial} />
        ))}
      </ul>
    </div>
  );
}
