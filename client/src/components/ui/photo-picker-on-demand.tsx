import { lazy, Suspense, useState } from 'react';
import { useLanguage, useT } from '#app/i18n/i18n';
import { PhotoFrame, pickerWords } from './photo-frame';
import type { PhotoPickerProps } from './photo-picker';

// Issue 54: no page's JavaScript larger than at b6b276e. The picker (uploads with their progress,
// drag and drop, paste, retry) is a fifth of the week page's own code, and there it is a step the
// member may never take (a plan item's "Done", folded).

const LazyPhotoPicker = lazy(() => import('./photo-picker').then((module) => ({ default: module.PhotoPicker })));

/**
 * The photo picker where choosing a photo is a step the member may never take (the plan's "Done"):
 * the picker's code is loaded once `active` (the step opened) or the file input is used, and
 * until then its drawing without JavaScript stands in (the file input, posted with the form). A
 * photo chosen meanwhile is handed to the picker, which takes it as if chosen there. For a picker
 * holding only an upload (no address field).
 */
export function PhotoPickerOnDemand({
  active,
  ...props
}: Omit<PhotoPickerProps, 'withAddress' | 'onFile'> & { active: boolean }) {
  const t = useT();
  const words = pickerWords(t, useLanguage());
  const [chosen, setChosen] = useState<File | null>(null);
  const { name, value } = props;
  const standIn = (
    <PhotoFrame
      picker={props}
      words={words}
      interactive={false}
      shown={value}
      onFileChange={(event) => setChosen(event.target.files?.[0] ?? null)}
    >
      {name && <input type="hidden" name={name} value={value} />}
    </PhotoFrame>
  );
  if (!active && !chosen) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LazyPhotoPicker {...props} withAddress={false} initialFile={chosen ?? props.initialFile} />
    </Suspense>
  );
}
