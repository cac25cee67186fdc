import { UPLOAD_MESSAGES as M } from '../../lib/upload-messages';

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'earlier'
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

/** "We restored your draft", with a way to throw it away. */
export function DraftNote({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  return (
    <div role="status" className="alert alert-info alert-soft flex flex-wrap justify-between gap-2">
      <span>{M.draftRestored(when(savedAt))}</span>
      <button type="button" className="btn btn-sm" onClick={onDiscard}>
        {M.discardDraft}
      </button>
    </div>
  );
}
