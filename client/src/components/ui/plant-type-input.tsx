import { suggestPlants, type PlantSuggestion } from '@green-circle/contract/plants';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '#app/i18n/i18n';
import { usePlantNames } from '#app/i18n/plant-name';
import type { ControlProps } from './form-field';

/**
 * The tip form's Plant Type: any text, with the plants the site knows offered as you type
 * ("Tomato" for "tomatoe", "Zucchini" for "courgette"); a plant the list lacks is accepted as
 * written. An ARIA combobox: arrows move through the offers, Enter takes one, Escape closes them.
 * Uncontrolled (decision 0016): the field holds the text, typed before the page's JavaScript ran
 * or after; the offers follow what it holds, and taking one writes it into the field.
 */
export function PlantTypeInput({
  defaultValue = '',
  name,
  required = false,
  onBlur,
  control,
}: {
  defaultValue?: string;
  name: string;
  /** The browser's blank-field check (lib/form.ts checkRequired). */
  required?: boolean;
  onBlur?: () => void;
  control: ControlProps;
}) {
  const listId = useId();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const field = useRef<HTMLInputElement>(null);
  // What the field holds, for the offers only (read from the field as it changes, never written back).
  const [value, setValue] = useState(defaultValue);
  const names = usePlantNames();
  const offers: PlantSuggestion[] = open ? suggestPlants(value, 6) : [];
  // The text already is the one plant offered: nothing left to choose.
  const shown = offers.length === 1 && offers[0]!.plant.name === value.trim() ? [] : offers;

  const choose = (offer: PlantSuggestion) => {
    const input = field.current;
    if (input) {
      input.value = offer.plant.name;
      // The form hears it as typed (conform follows the form's input events).
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    setValue(offer.plant.name);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (shown.length === 0 ? -1 : (at + step + shown.length) % shown.length));
      event.preventDefault();
    } else if (event.key === 'Enter' && active >= 0 && shown[active]) {
      choose(shown[active]);
      event.preventDefault();
    } else if (event.key === 'Escape' && shown.length > 0) {
      setOpen(false);
      event.preventDefault();
    }
  };

  return (
    <div className="relative">
      <input
        {...control}
        name={name}
        ref={field}
        defaultValue={defaultValue}
        required={required}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        type="text"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && shown[active] ? `${listId}-${active}` : undefined}
        className="input w-full"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('tipForm.plants')}
        hidden={shown.length === 0}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
      >
        {shown.map((offer, index) => (
          <li
            key={offer.plant.slug}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Taken on mousedown, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(offer);
            }}
            className={`cursor-pointer rounded px-3 py-2 ${index === active ? 'bg-primary text-primary-content' : 'hover:bg-base-200'}`}
          >
            {/* In the reader's language; the tip keeps the plant's English name (what tips resolve by). */}
            {names.name(offer.plant)}
            {names.name(offer.plant) !== offer.plant.name && (
              <span className="text-sm opacity-80" lang="en">
                {' '}
                · {offer.plant.name}
              </span>
            )}
            {offer.matched && <span className="text-sm opacity-80"> ({offer.matched})</span>}
            {/* The botanical name helps the eye pick; the option's name stays the plant's. */}
            <span aria-hidden="true" className="ml-2 text-xs italic opacity-70">
              {offer.plant.botanicalName}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
