import { formatDateTime } from './date-time';
import { UPLOAD_MESSAGES as M } from '../../lib/upload-messages';

// A draft is restored in the browser only: the reader's own time zone.
const when = (iso: string) => (Number.isNaN(new Date(iso).getTime()) ? 'earlier' : formatDateTime(iso));

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
