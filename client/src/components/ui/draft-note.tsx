import { useLanguage, useT } from '#app/i18n/i18n';
import { formatDateTime } from './date-time';

/** "We restored your draft", with a way to throw it away (in the reader's language and time zone: drafts live in the browser only). */
export function DraftNote({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  const t = useT();
  const language = useLanguage();
  const when = Number.isNaN(new Date(savedAt).getTime())
    ? t('tipForm.draftEarlier')
    : formatDateTime(savedAt, undefined, language);
  return (
    <div role="status" className="alert alert-info alert-soft flex flex-wrap justify-between gap-2">
      <span>{t('tipForm.draftRestored', { when })}</span>
      <button type="button" className="btn btn-sm" onClick={onDiscard}>
        {t('tipForm.discardDraft')}
      </button>
    </div>
  );
}
