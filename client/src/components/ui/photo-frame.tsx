import { UPLOAD_FORMATS, UPLOAD_LIMITS } from '@green-circle/contract/uploads';
import type { ChangeEvent, DragEvent, ReactNode, Ref } from 'react';
import { ERROR_TEXT } from './error-text';
import { SafeImage } from './safe-image';
import { useT, type Translate } from '#app/i18n/i18n';
import type { Language } from '#app/i18n/languages';

// The photo picker's drawing (photo-picker.tsx draws through it), apart from what it does, so
// that a page where choosing a photo is a later step (the plan's "Done") can draw it without the
// picker's code until then (photo-picker-on-demand.tsx).

const MB = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

/** What the picker says, in the reader's language ("JPEG, PNG, WebP, AVIF o GIF" by Intl.ListFormat). */
export function pickerWords(t: Translate, language: Language) {
  const formats = new Intl.ListFormat(language, { type: 'disjunction' }).format(UPLOAD_FORMATS);
  return {
    choose: t('tipForm.photoChoose'),
    replace: t('tipForm.photoReplace'),
    remove: t('tipForm.photoRemove'),
    retry: t('tipForm.photoRetry'),
    hint: t('tipForm.photoHint', { formats, mb: MB }),
    notAnImage: t('tipForm.photoNotAnImage', { formats }),
    tooLarge: t('tipForm.photoTooLarge', { mb: MB }),
    uploading: (percent: number) => t('tipForm.photoUploading', { percent }),
    processing: t('tipForm.photoProcessing'),
    ready: t('tipForm.photoReady'),
    held: t('tipForm.photoHeld'),
    failed: t('tipForm.photoFailed'),
    chooseAnother: t('tipForm.photoChooseAnother'),
  };
}

export const isUpload = (value: string) => /^(https?:\/\/[^/]+)?\/uploads\//.test(value);

/** What the frame draws of the picker's own props (PhotoPickerProps). */
export interface FramedPicker {
  id: string;
  /** The file input's name (a plain POST carries the file). */
  fileName?: string;
  shape?: 'wide' | 'round';
  previewAlt?: string;
  /** The form's message for the photo. */
  error?: string;
}

export interface PhotoFrameProps {
  picker: FramedPicker;
  /** What the picker says (pickerWords): the hint, and the file input's name for the reader. */
  words: { hint: string; choose: string };
  /** The picker's buttons are drawn: the file input is then hidden behind them. */
  interactive: boolean;
  /** The preview's address ('' for none: the hint instead). */
  shown: string;
  /** An upload's progress in percent, while it goes. */
  progress?: number;
  progressLabel?: string;
  buttons?: ReactNode;
  status?: ReactNode;
  dragging?: boolean;
  onDragOver?: (event: DragEvent) => void;
  onDragLeave?: () => void;
  onDrop?: (event: DragEvent) => void;
  /** The drop zone, for the picker to tell a paste while the focus is in it. */
  zone?: Ref<HTMLDivElement>;
  fileInput?: Ref<HTMLInputElement>;
  onFileChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Under the drop zone: the form's hidden value, the address field. */
  children?: ReactNode;
}

/** The picker's drop zone (preview or hint, progress, buttons, the file input, what it says) and what follows it. */
export function PhotoFrame({
  picker: { id, fileName, shape, previewAlt, error },
  words,
  interactive,
  shown,
  progress,
  progressLabel,
  buttons,
  status,
  dragging = false,
  onDragOver,
  onDragLeave,
  onDrop,
  zone,
  fileInput,
  onFileChange,
  children,
}: PhotoFrameProps) {
  const t = useT();
  const round = shape === 'round';
  // The form's word on the photo is read with the file input too (a slot with no address field has only it).
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-2">
      <div
        ref={zone}
        // Marks a picker, so a paste while the focus is in one is not another's.
        data-photo-picker=""
        data-testid="photo-drop-zone"
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-box border-2 border-dashed p-3 text-center transition-colors ${
          dragging ? 'border-primary bg-primary/10' : 'border-base-300'
        }`}
      >
        {shown ? (
          <SafeImage
            src={shown}
            alt={previewAlt ?? t('tipForm.photoPreview')}
            loading="eager"
            sizes={round ? '112px' : '(min-width: 640px) 20rem, 100vw'}
            width={round ? 112 : 640}
            height={round ? 112 : 480}
            // text-transparent: an address that is not a picture, without JavaScript (no fallback
            // swapped in), leaves the preview empty rather than its alt text cut by the circle.
            className={`text-transparent ${
              round ? 'h-28 w-28 rounded-full object-cover' : 'aspect-[4/3] w-full max-w-80 rounded object-cover'
            }`}
          />
        ) : (
          <p className="text-sm text-base-content/80">{words.hint}</p>
        )}
        {progress !== undefined && (
          <progress
            className="progress progress-primary w-full max-w-80"
            value={progress}
            max={100}
            aria-label={progressLabel}
          />
        )}
        <div className="flex flex-wrap justify-center gap-2">{buttons}</div>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          name={fileName}
          accept="image/*"
          className={interactive ? 'sr-only' : 'w-full max-w-80 text-sm'}
          tabIndex={interactive ? -1 : undefined}
          aria-label={words.choose}
          aria-describedby={errorId}
          onChange={onFileChange}
        />
        <p role="status" aria-live="polite" className="min-h-5 text-sm">
          {status}
        </p>
      </div>
      {children}
      {error && (
        <p id={errorId} className={ERROR_TEXT}>
          {error}
        </p>
      )}
    </div>
  );
}
