import type { Trial, TrialInput } from '@green-circle/contract';
import { CONVERSATION_LIMITS, TRIAL_OUTCOMES, type TrialOutcome } from '@green-circle/contract/constants';
import { CONVERSATION_MESSAGES as M } from '@green-circle/contract/messages';
import { MONTH_NAMES } from '@green-circle/contract/seasons';
import { useId, useState } from 'react';
import { useNeedsConnection } from '../../../components/ui/offline-line';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { uploadPhoto } from '../../../lib/upload-photo';
import { asVerifiedMember } from '../../../lib/verified-member';
import { deleteMyTrial, putMyTrial } from '../api/trials';
import { browserApi } from '../../../lib/browser-api';

const OUTCOME_LABELS: Record<TrialOutcome, string> = {
  worked: M.outcomeWorked,
  partly: M.outcomePartly,
  failed: M.outcomeFailed,
};

interface TrialFormProps {
  tipId: string;
  /** The member's report as it stands, or null. */
  mine: Trial | null;
  /** After a save or a withdrawal: the evidence reloads. */
  onChange: () => void;
}

/** "I tried this": how it went, a note, the month and a photo; sent once, changed or withdrawn later. */
export function TrialForm({ tipId, mine, onChange }: TrialFormProps) {
  const id = useId();
  // Offline, sending waits for the network (the offline line says so).
  const offline = useNeedsConnection();
  const [outcome, setOutcome] = useState<TrialOutcome | ''>(mine?.outcome ?? '');
  const [note, setNote] = useState(mine?.note ?? '');
  const [month, setMonth] = useState(mine?.month ? String(mine.month) : '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!outcome) return;
    setBusy(true);
    try {
      const photoUrl = photo ? (await uploadPhoto(photo)).url : (mine?.photo ?? undefined);
      const input: TrialInput = { outcome, ...(note.trim() ? { note: note.trim() } : {}) };
      if (month) input.month = Number(month);
      if (photoUrl) input.photo = new URL(photoUrl, 'http://x').pathname;
      await asVerifiedMember(() => putMyTrial(browserApi, tipId, input));
      notify.success(M.trialSaved);
      setPhoto(null);
      onChange();
    } catch (error) {
      notify.error(error instanceof ApiError && error.status < 500 ? error.message : M.trialFailed);
    } finally {
      setBusy(false);
    }
  };
  const withdraw = async () => {
    setBusy(true);
    try {
      await asVerifiedMember(() => deleteMyTrial(browserApi, tipId));
      notify.success(M.trialWithdrawn);
      setOutcome('');
      setNote('');
      setMonth('');
      onChange();
    } catch {
      notify.error(M.trialFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={M.triedThis}
      className="flex flex-col gap-3 rounded-box border border-base-300 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{M.outcomeLabel}</legend>
        <div className="flex flex-wrap gap-3">
          {TRIAL_OUTCOMES.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={`${id}-outcome`}
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
                className="radio radio-sm radio-primary"
              />
              {OUTCOME_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-semibold">{M.trialNoteLabel}</span>
        <textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={CONVERSATION_LIMITS.trialNoteMax}
          rows={2}
          className="textarea w-full"
        />
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{M.trialMonthLabel}</span>
          <select value={month} onChange={(event) => setMonth(event.target.value)} className="select w-full">
            <option value="">—</option>
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{M.trialPhotoLabel}</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
            className="block w-full text-sm file:mr-3 file:cursor-pointer file:rounded-field file:border-0 file:bg-base-200 file:px-3 file:py-2 file:font-semibold"
          />
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          {...offline}
          disabled={busy || !outcome || offline.disabled}
        >
          {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {mine ? M.changeMyTrial : M.triedThis}
        </button>
        {mine && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void withdraw()}>
            {M.withdrawTrial}
          </button>
        )}
      </div>
    </form>
  );
}
