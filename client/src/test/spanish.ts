import { afterEach, beforeEach } from 'vitest';
import { serverI18n } from '../i18n/catalogue.server';
import { translateContractText } from '../i18n/contract-text';
import { setFallbackI18n } from '../i18n/i18n';
import { setToastTranslator } from '../lib/notify';
import { setRequestLanguage } from './request-context';

/**
 * Issue 39: the tests of a describe block render in Spanish, as a page the server drew for a
 * Spanish reader (components read the Spanish catalogue, loaders and actions the request's language, toasts the
 * contract's texts in Spanish);
 * English again after each test, as setup.ts gives it.
 */
export function inSpanish() {
  beforeEach(() => {
    const spanish = serverI18n('es');
    setFallbackI18n(spanish);
    setRequestLanguage('es');
    setToastTranslator((text) => translateContractText(spanish, text));
  });
  afterEach(() => {
    setFallbackI18n(serverI18n('en'));
    setRequestLanguage('en');
    setToastTranslator((text) => text);
  });
}
