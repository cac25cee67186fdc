import type en from './en.json';

/** A key of the catalogues (client/src/i18n/en.json; es.json has the same keys, a test checks). */
export type MessageKey = keyof typeof en;
