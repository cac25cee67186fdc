import { CONTRACT_TEXTS } from '@green-circle/contract/message-codes';
import { MESSAGES } from '@green-circle/contract/messages';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contractTextsFor, sharedCatalogueOf } from './catalogue.server';
import { setContractTexts } from './contract-text';
import es from './es.json';
import { LanguageProvider, useContractText } from './i18n';

function Detail({ text }: { text: string }) {
  const contractText = useContractText();
  return <p>{contractText(text)}</p>;
}

/**
 * Issue 34: the contract's English texts are not in the pages' JavaScript; a page in another
 * language is given them by the root loader (contractTextsFor), and reads its contract texts by them.
 */
describe('LanguageProvider and the contract texts', () => {
  // The server (and so every other test) has them from the start (catalogue.server.ts).
  afterEach(() => setContractTexts(CONTRACT_TEXTS));

  it("a Spanish page reads a contract text in Spanish with the root loader's English texts", () => {
    // As in the browser before the page draws: no contract texts in its JavaScript.
    setContractTexts({});
    render(
      <LanguageProvider language="es" messages={sharedCatalogueOf('es')} contractTexts={contractTextsFor('es')}>
        <Detail text={MESSAGES.emailNotVerified} />
      </LanguageProvider>,
    );
    expect(screen.getByText(es['messages.emailNotVerified'])).toBeVisible();
  });

  it('an English page is given none: it shows the texts as they came', () => {
    expect(contractTextsFor('en')).toBeUndefined();
    setContractTexts({});
    render(
      <LanguageProvider language="en" messages={sharedCatalogueOf('en')} contractTexts={contractTextsFor('en')}>
        <Detail text={MESSAGES.emailNotVerified} />
      </LanguageProvider>,
    );
    expect(screen.getByText(MESSAGES.emailNotVerified)).toBeVisible();
  });
});
