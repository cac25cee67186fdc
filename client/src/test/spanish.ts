import { afterEach, beforeEach } from 'vitest';
import { serverI18n } from '../i18n/catalogue.server';
import { setFallbackI18n } from '../i18n/i18n';
import { setRequestLanguage } from './request-context';

/**
 * Issue 39: the tests of a describe block render in Spanish, as a page the server drew for a
 * Spanish reader (components read the Spanish catalogue, loaders and actions the request's
 * language, toasts their codes in Spanish); English again after each test, as setup.ts gives it.
 */
export function inSpanish() {
  beforeEach(() => {
    setFallbackI18n(serverI18n('es'));
    setRequestLanguage('es');
  });
  afterEach(() => {
    setFallbackI18n(serverI18n('en'));
    setRequestLanguage('en');
  });
}
