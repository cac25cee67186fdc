import { signUpFormSchema } from '@green-circle/contract';
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

  it("reads the field schemas' own words (Required, a length, a URL rule) beside a field in Spanish", () => {
    const errors = signUpFormSchema.safeParse({ name: '', email: 'a@b.co', photoURL: 'ftp://x', password: 'p' }).error;
    // Each field's first problem, as conform shows it.
    const said = Object.fromEntries(errors!.issues.toReversed().map((issue) => [issue.path[0], issue.message]));
    expect(said).toEqual({ name: 'Required', photoURL: 'Must be an http or https URL' });
    expect(translateContractText(spanish, said.name!)).toBe('Obligatorio');
    expect(translateContractText(spanish, said.photoURL!)).toBe('Debe ser una URL http o https');
    const long = signUpFormSchema.shape.name.safeParse('x'.repeat(500)).error!.issues[0]!.message;
    expect(long).toMatch(/^At most \d+ characters$/);
    expect(translateContractText(spanish, long)).toBe(`Como máximo ${/\d+/.exec(long)![0]} caracteres`);
    expect(translateContractText(serverI18n('en'), long)).toBe(long);
  });
});
