import type { UploadResult } from '@green-circle/contract';
import { UPLOAD_LIMITS } from '@green-circle/contract/uploads';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { ERROR_TEXT } from './error-text';
import { isUpload, PhotoFrame, pickerWords } from './photo-frame';
import { ApiError } from '#app/lib/api-client';
import { apiAssetUrl } from '#app/lib/image-source';
import { useHydrated } from '#app/lib/hydration';
import { uploadPhoto, type UploadOptions } from '#app/lib/upload-photo';
import { useSay, useLanguage, useT } from '#app/i18n/i18n';

export interface PhotoPickerProps {
  /** Base id: the file input is `${id}-file`, the address field `${id}` (so the form's label and error point at it). */
  id: string;
  /**
   * The form value's name. A typed address is submitted by the address field itself (a plain POST
   * before any JavaScript); an upload, which the address field does not show, by a hidden input.
   */
  name?: string;
  /** The image address the form holds ('' for none): an upload path, an https address or a bundled /images/ path. */
  value: string;
  onChange: (value: string) => void;
  /** Called with the API's answer, e.g. to offer the photo's own date. */
  onUploaded?: (result: UploadResult) => void;
  /** Tells the form while a photo is on its way, so it can wait before sending. */
  onBusyChange?: (busy: boolean) => void;
  /** Store the upload as an absolute address on the API (profile photos live with the identity provider). */
  absolute?: boolean;
  /** false: no address field, only a photo chosen here (a trial's photo must be an upload). */
  withAddress?: boolean;
  /** The address field's label; null when the form labels it (a form field wrapping the picker). */
  addressLabel?: string | null;
  /** Extra attributes for the address field (the form's aria-describedby, aria-required...). */
  addressProps?: Record<string, unknown>;
  /** The form's message for the address (shown under it). */
  error?: string;
  /** How the preview is drawn. */
  shape?: 'wide' | 'round';
  /** The preview's alternative text. */
  previewAlt?: string;
  /**
   * Hold the chosen file instead of uploading it (sign-up: there is no account to upload as yet);
   * called with the file, or null when it is removed. The form uploads it later with uploadPhoto.
   */
  onFile?: (file: File | null) => void;
  /** A photo to take as if chosen (one shared into the app from the phone's gallery), once. */
  initialFile?: File | null;
  /**
   * The file input's name, so a plain POST (no JavaScript yet) carries the chosen file in a
   * multipart form and the route's action uploads it (Share a Tip). With JavaScript the file is
   * uploaded at once and the input emptied, so it is not sent twice. With onFile (sign-up) the
   * held file stays in it (put there for a drop or a paste too), so the form's submission carries it.
   */
  fileName?: string;
  /** The address is required while no photo is uploaded (the browser's blank-field check). */
  required?: boolean;
  /**
   * A photo pasted anywhere on the page is this picker's (default). With several pickers on a page
   * only one may say so: the others take a paste while the focus is in them, so one paste fills one slot.
   */
  pasteAnywhere?: boolean;
  /** Replaceable in tests. */
  upload?: (file: Blob, options: UploadOptions) => Promise<UploadResult>;
}

type Pending =
  | { status: 'uploading'; file: File; preview: string; progress: number }
  | { status: 'failed'; file: File; preview: string; message: string; retryable: boolean };

/** The address field's placeholder: a scheme, the same in every language. */
const ADDRESS_HINT = 'https://';

/**
 * Whether sending the same file again can work: not after the API refused the file itself (too
 * large, not a photo, a malformed body); yes after a cut connection, a busy API, too many uploads
 * for now, or "verify your e-mail first" (the banner verifies, then the same file goes).
 */
const retryable = (failure: unknown) => !(failure instanceof ApiError && [400, 413, 415].includes(failure.status));

/** The first image file of a drop or paste, if any. */
const imageFileOf = (files: FileList | null | undefined) =>
  Array.from(files ?? []).find((file) => file.type === '' || file.type.startsWith('image/')) ?? null;

/**
 * Picks a photo and uploads it: tap to choose (phones offer the camera), drag and drop, or paste;
 * a preview at once, a progress bar while it goes, retry on failure, replace and remove. The
 * address field stays as the other way to give an image.
 */
export function PhotoPicker({
  id,
  name,
  value,
  onChange,
  onUploaded,
  onBusyChange,
  absolute = false,
  withAddress = true,
  addressLabel,
  addressProps,
  error,
  shape = 'wide',
  previewAlt,
  onFile,
  initialFile = null,
  fileName,
  required = false,
  pasteAnywhere = true,
  upload = uploadPhoto,
}: PhotoPickerProps) {
  const t = useT();
  const say = useSay();
  const M = pickerWords(t, useLanguage());
  const fileInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState('');
  /** The chosen file's preview while it is only held (onFile). */
  const [held, setHeld] = useState<string | null>(null);
  /** The held file itself (fileName): what the file input must hold for the form. */
  const heldFile = useRef<File | null>(null);
  /** Puts `file` (or nothing) in the file input, for the form to carry (fileName only). */
  const holdInInput = (file: File | null) => {
    heldFile.current = file;
    // (Where DataTransfer cannot be made, jsdom, the input keeps what was chosen through it.)
    if (!fileName || !fileInput.current || fileInput.current.files?.[0] === (file ?? undefined)) return;
    if (typeof DataTransfer === 'undefined') return;
    const holder = new DataTransfer();
    if (file) holder.items.add(file);
    fileInput.current.files = holder.files;
  };
  const controller = useRef<AbortController | null>(null);
  const busy = pending?.status === 'uploading';
  const hydrated = useHydrated();
  // The address field is the member's (uncontrolled, decision 0016): drawn again only when the
  // value changes from elsewhere (an upload, Remove, a draft or reset), never as it is typed.
  const [address, setAddress] = useState({ key: 0, value, typed: value });
  if (address.value !== value) {
    setAddress({ key: value === address.typed ? address.key : address.key + 1, value, typed: value });
  }

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  // The object URL of a preview is freed when it is replaced or the picker goes away.
  const preview = pending?.preview ?? held;
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  useEffect(() => () => controller.current?.abort(), []);

  async function send(file: File, previewUrl: string) {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setPending({ status: 'uploading', file, preview: previewUrl, progress: 0 });
    setNotice('');
    try {
      const result = await upload(file, {
        signal: abort.signal,
        onProgress: (fraction) =>
          setPending((current) =>
            current?.status === 'uploading' ? { ...current, progress: Math.round(fraction * 100) } : current,
          ),
      });
      if (abort.signal.aborted) return;
      onChange(absolute ? apiAssetUrl(result.url) : result.url);
      onUploaded?.(result);
      setPending(null);
      setNotice(M.ready);
    } catch (failure) {
      if (abort.signal.aborted) return;
      // The file, its preview and the form's photo so far all stay; only this upload failed.
      // The API's refusal by its code (issue 56), in the page's language; a file too large or not a
      // photo in the picker's own words (what to choose instead).
      const status = failure instanceof ApiError ? failure.status : null;
      const message =
        status === 413
          ? M.tooLarge
          : status === 415
            ? M.notAnImage
            : failure instanceof ApiError
              ? say(failure.said)
              : M.failed;
      const again = retryable(failure);
      const said = ['.', '!', '?'].includes(message.at(-1) ?? '') ? message : `${message}.`;
      setPending({
        status: 'failed',
        file,
        preview: previewUrl,
        // The picker's own words already ask for another file.
        message: `${M.failed} ${said}${again || status === 413 || status === 415 ? '' : ` ${M.chooseAnother}`}`,
        retryable: again,
      });
    }
  }

  function choose(file: File | null) {
    if (!file) return;
    // A refused file is not left in a held file's input (the form would carry it): the one held before stays.
    const refuse = (notice: string) => {
      holdInInput(heldFile.current);
      setNotice(notice);
    };
    if (file.type !== '' && !file.type.startsWith('image/')) return refuse(M.notAnImage);
    if (file.size > UPLOAD_LIMITS.maxBytes) return refuse(M.tooLarge);
    if (onFile) {
      // The file input holds it for the form (a dropped or pasted file is put there too).
      holdInInput(file);
      setHeld(URL.createObjectURL(file));
      setNotice(M.held);
      onFile(file);
      return;
    }
    void send(file, URL.createObjectURL(file));
  }

  function remove() {
    controller.current?.abort();
    setPending(null);
    setNotice('');
    if (held) {
      setHeld(null);
      holdInInput(null);
      onFile?.(null);
    }
    onChange('');
  }

  // A shared photo is chosen once it arrives (each file once: a re-render does not upload it again).
  const taken = useRef<File | null>(null);
  useEffect(() => {
    if (!initialFile || taken.current === initialFile) return;
    taken.current = initialFile;
    choose(initialFile);
  });

  // Paste a photo anywhere on the page while the picker is shown (text pastes are left alone), or,
  // where the page has several pickers, into the one the focus is in.
  const zone = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = imageFileOf(event.clipboardData?.files);
      if (!file) return;
      const focused = document.activeElement;
      const inThis = zone.current?.contains(focused) ?? false;
      if (!inThis && (!pasteAnywhere || focused?.closest('[data-photo-picker]'))) return;
      event.preventDefault();
      choose(file);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = imageFileOf(event.dataTransfer.files);
    if (file) choose(file);
    else setNotice(M.notAnImage);
  };

  // A typed address is previewed only where the page may load it: the client's CSP allows https:,
  // the site's own images and the API's uploads, never plain http:// (the form says so instead).
  const showable = (address: string) => isUpload(address) || !/^\s*http:/i.test(address);
  const shown = pending?.preview ?? held ?? (showable(value) ? value : '');
  // The form's word on the photo is read with the picker's own controls too (a slot with no address field has only them).
  const errorId = error ? `${id}-error` : undefined;
  const status =
    pending?.status === 'uploading' ? (pending.progress >= 100 ? M.processing : M.uploading(pending.progress)) : notice;

  return (
    <PhotoFrame
      picker={{ id, fileName, shape, previewAlt, error }}
      words={M}
      interactive={hydrated}
      zone={zone}
      shown={shown}
      progress={pending?.status === 'uploading' ? pending.progress : undefined}
      progressLabel={t('tipForm.photoProgress')}
      buttons={
        <>
          {/* The picker's buttons need the page's JavaScript; before it (or without it) the file input itself shows. */}
          {hydrated && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              aria-describedby={errorId}
              onClick={() => fileInput.current?.click()}
            >
              {shown ? M.replace : M.choose}
            </button>
          )}
          {pending?.status === 'failed' && pending.retryable && (
            <button type="button" className="btn btn-sm" onClick={() => void send(pending.file, pending.preview)}>
              {M.retry}
            </button>
          )}
          {hydrated && shown && (
            <button type="button" className="btn btn-sm btn-ghost" onClick={remove}>
              {M.remove}
            </button>
          )}
        </>
      }
      status={pending?.status === 'failed' ? <span className={ERROR_TEXT}>{pending.message}</span> : status}
      dragging={dragging}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      fileInput={fileInput}
      onFileChange={(event) => {
        choose(event.target.files?.[0] ?? null);
        // A held file stays in the input for the form; an uploaded one is the address's now.
        if (!(onFile && fileName)) event.target.value = '';
      }}
    >
      {!withAddress && name && !isUpload(value) && <input type="hidden" name={name} value={value} />}
      {withAddress && addressLabel !== null && (
        <label htmlFor={id} className="text-sm font-medium">
          {addressLabel ?? t('tipForm.imageUrl')}
        </label>
      )}
      {name && isUpload(value) && <input type="hidden" name={name} value={value} />}
      {withAddress && (
        <input
          key={address.key}
          id={id}
          name={name && !isUpload(value) ? name : undefined}
          type="url"
          inputMode="url"
          placeholder={ADDRESS_HINT}
          className="input w-full"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // After the picker's own: a form field that shows the error itself passes its aria-* here.
          {...addressProps}
          required={required && !isUpload(value) && !held}
          defaultValue={isUpload(value) ? '' : value}
          onChange={(event) => {
            const text = event.target.value;
            setAddress((current) => ({ ...current, typed: text }));
            setPending(null);
            if (held) {
              setHeld(null);
              onFile?.(null);
            }
            onChange(event.target.value);
          }}
        />
      )}
    </PhotoFrame>
  );
}
