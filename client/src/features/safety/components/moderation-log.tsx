import type { ModerationLogEntry } from '@green-circle/contract';
import { DateTime } from '#app/components/ui/date-time';
import { useT } from '#app/i18n/i18n';

/** Every action, newest first: when, who, what, on what, why. */
export function ModerationLog({ entries }: { entries: ModerationLogEntry[] }) {
  const t = useT();
  if (entries.length === 0) return <p className="text-base-content/70">{t('moderation.nothingYet')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>{t('moderation.when')}</th>
            <th>{t('moderation.who')}</th>
            <th>{t('moderation.action')}</th>
            <th>{t('moderation.on')}</th>
            <th>{t('moderation.why')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td className="whitespace-nowrap">
                <DateTime iso={entry.at} />
              </td>
              <td>{entry.moderator?.displayName ?? t('moderation.automatic')}</td>
              <td>
                {/* An ICU select's keys are words: 'auto-hide' is asked as 'autohide'. */}
                {t('moderation.actionName', { action: entry.action.replace('-', '') })}
                {entry.days ? t('moderation.days', { n: entry.days }) : ''}
              </td>
              <td>{t('moderation.kind', { kind: entry.target.kind })}</td>
              <td className="min-w-60 [overflow-wrap:anywhere]">{entry.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
