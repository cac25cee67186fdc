/**
 * The colour of a field's or a form's error: error mixed with the text colour, so it keeps AA
 * contrast in both themes. Its own module, so what draws an error without a conform form (the
 * photo picker, the month picker) does not bring conform along.
 */
export const ERROR_TEXT =
  'text-sm font-medium text-[color-mix(in_oklab,var(--color-error)_55%,var(--color-base-content))]';
