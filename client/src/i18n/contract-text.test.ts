import { MESSAGES, SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { describe, expect, it } from 'vitest';
import es from './es.json';
import { serverI18n } from './catalogue.server';
import { translateContractText } from './contract-text';

/** Issue 39: an action's toast or an API problem's detail, raised in the contract's English, read in Spanish. */
describe('translateContractText', () => {
  const spanish = serverI18n('es');

  it("reads a contract text (an API refusal's detail) in the reader's language, by its code", () => {
    expect(translateContractText(spanish, MESSAGES.emailNotVerified)).toBe(es['messages.emailNotVerified']);
    expect(es['messages.emailNotVerified']).not.toBe(MESSAGES.emailNotVerified);
  });

  it('keeps the tail of a text that begins with a known one', () => {
    const known = Object.entries(SAFETY_MESSAGES).find(([, text]) => typeof text === 'string')!;
    const [key, text] = known as [string, string];
    expect(translateContractText(spanish, `${text} 2026-12-01`)).toBe(
      `${es[`safety.${key}` as keyof typeof es]} 2026-12-01`,
    );
  });

  it('leaves English, and texts the contract does not know, as they came', () => {
    expect(translateContractText(serverI18n('en'), MESSAGES.emailNotVerified)).toBe(MESSAGES.emailNotVerified);
    expect(translateContractText(spanish, 'Something the contract never said')).toBe(
      'Something the contract never said',
    );
  });

  it("reads the schemas' generic field errors by their shape", () => {
    expect(translateContractText(spanish, 'Required')).toBe('Obligatorio');
    expect(translateContractText(spanish, 'At most 120 characters')).toBe('Como máximo 120 caracteres');
    expect(translateContractText(spanish, 'Must be an https:// address')).toBe('Debe ser una dirección https://');
    expect(translateContractText(spanish, 'Invalid option: expected one of "Easy"|"Medium"|"Hard"')).toBe(
      'Elige una de las opciones',
    );
    expect(translateContractText(serverI18n('en'), 'Required')).toBe('Required');
  });
});
