import { useMemo, useState } from 'react';
import { useT } from '#app/i18n/i18n';
import type { PhotoSlotList } from '#app/lib/photo-slots';
import { FormField } from './form-field';
import { PhotoField } from './photo-field';

/**
 * Whether any of a form's `count` photo pickers is uploading, and one stable callback per picker
 * to say so (the picker tells its busy state from an effect on it): no new state when nothing
 * changed, or each render would ask for another.
 */
export function usePhotosBusy(count: number) {
  const [busy, setBusy] = useState<Record<number, boolean>>({});
  const onBusyChange = useMemo(
    () =>
      Array.from(
        { length: count },
        (_, i) => (value: boolean) => setBusy((was) => (was[i] === value ? was : { ...was, [i]: value })),
      ),
    [count],
  );
  return { uploading: Object.values(busy).some(Boolean), onBusyChange };
}

interface PhotoSlotsProps {
  list: PhotoSlotList;
  legend: string;
  onBusyChange: readonly ((busy: boolean) => void)[];
  className: string;
}

/**
 * A form's photos after the first (issue 57): each slot a picker with what its photo shows, named
 * by its number ("Photo 2", "What photo 2 shows") so a screen reader, a label and a test tell one
 * slot from another. The picker takes a chosen file only: a plain POST carries it in the file part.
 */
export function PhotoSlots({ list, legend, onBusyChange, className }: PhotoSlotsProps) {
  const t = useT();
  const { name, slots, firstNumber, idPrefix, fileField } = list;
  return (
    <fieldset className={className}>
      <legend className="mb-2 font-medium">{legend}</legend>
      {slots.map((i) => {
        const n = i + firstNumber;
        return (
          <div key={i} className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
            <PhotoField
              name={`${name}[${i}].url`}
              legend={t('photoSlots.photoN', { n })}
              id={`${idPrefix}-${i}`}
              previewAlt={t('photoSlots.previewN', { n })}
              withAddress={false}
              fileName={fileField(i)}
              onBusyChange={onBusyChange[i]}
              // A photo pasted anywhere is the form's first photo's (a question's first slot, a tip's
              // cover); a slot after it takes a paste while the focus is in it.
              pasteAnywhere={n === 1}
            />
            <FormField
              name={`${name}[${i}].alt`}
              label={t('photoSlots.altN', { n })}
              hint={t('photoSlots.altHint')}
              required={false}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
