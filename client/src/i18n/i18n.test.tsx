import { loginFormSchema, tipInputSchema, type Problem } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../components/ui/toasts';
import { ApiError } from '../lib/api-client';
import { showToast } from '../lib/notify';
import { ThemeProvider } from '../lib/theme-provider';
import { parseForm } from '../lib/parse-form';
import { serverI18n, sharedCatalogueOf } from './catalogue.server';
import en from './en.json';
import es from './es.json';
import { LanguageProvider, useSay } from './i18n';
import type { Language } from './languages';
import { saidIn } from './said';

function Refusal({ message }: { message: string }) {
  const say = useSay();
  return <p>{say(message)}</p>;
}

const refused = (status: number, problem: Partial<Problem>) =>
  new ApiError(status, { type: 'about:blank', title: 'Forbidden', status, ...problem });

const page = (language: Language, message: string) => (
  <LanguageProvider language={language} messages={sharedCatalogueOf(language)}>
    <Refusal message={message} />
  </LanguageProvider>
);

/** Issue 56: the site says an API refusal, a field's error and an action's answer by code, never from English. */
describe('words by code', () => {
  it("a Spanish reader reads an API refusal in Spanish by its code, whatever the API's English says", () => {
    const detail = refused(403, { code: 'messages.emailNotVerified', detail: MESSAGES.emailNotVerified });
    const reworded = refused(403, { code: 'messages.emailNotVerified', detail: 'Please verify your address first' });
    const { unmount } = render(page('es', detail.said));
    expect(screen.getByText(es['messages.emailNotVerified'])).toBeVisible();
    unmount();
    render(page('es', reworded.said));
    expect(screen.getByText(es['messages.emailNotVerified'])).toBeVisible();
    expect(es['messages.emailNotVerified']).not.toBe(MESSAGES.emailNotVerified);
  });

  it("an English reader reads the catalogue's words too: a changed detail changes nothing on the page", () => {
    render(page('en', refused(403, { code: 'messages.emailNotVerified', detail: 'Reworded by the API' }).said));
    expect(screen.getByText(en['messages.emailNotVerified'])).toBeVisible();
    expect(screen.queryByText('Reworded by the API')).toBeNull();
  });

  it("a refusal with no code of its own reads its status's words, never its detail", () => {
    const spanish = serverI18n('es');
    expect(saidIn(spanish, refused(404, { detail: 'No tip has this id' }).said)).toBe(es['http.notFound']);
    expect(saidIn(spanish, new ApiError(503, null).said)).toBe(es['http.unavailable']);
  });

  it('a code with values (a suspension to a day) reads with them in the reader’s language', () => {
    const suspended = refused(403, { code: 'problem.suspendedUntil', values: { until: '2026-12-01' } });
    expect(saidIn(serverI18n('es'), suspended.said)).toBe('Tu cuenta está suspendida hasta el 2026-12-01.');
    expect(saidIn(serverI18n('en'), suspended.said)).toBe('Your account is suspended until 2026-12-01.');
  });

  it("the contract's English text is not a code: it is not looked up, only shown as it came", () => {
    expect(saidIn(serverI18n('es'), MESSAGES.emailNotVerified)).toBe(MESSAGES.emailNotVerified);
  });

  it("a form's errors are codes from the schema's issues, read in the reader's language", () => {
    const form = new FormData();
    form.set('title', 'x'.repeat(500));
    form.set('email', 'not an address');
    const tip = parseForm(form, tipInputSchema).reply().error ?? {};
    const login = parseForm(form, loginFormSchema).reply().error ?? {};
    const titleError = tip.title?.[0] ?? '';
    expect(titleError).toMatch(/^field\.atMost\?n=\d+$/);
    expect(saidIn(serverI18n('es'), titleError)).toMatch(/^Como máximo \d+ caracteres$/);
    expect(saidIn(serverI18n('es'), tip.description?.[0] ?? '')).toBe(es['field.required']);
    expect(saidIn(serverI18n('es'), login.email?.[0] ?? '')).toBe(es['messages.emailInvalid']);
  });

  it('two pages side by side each keep their own language (nothing is set outside the provider while drawing)', () => {
    const code = 'messages.emailNotVerified';
    render(
      <>
        {page('es', code)}
        {page('en', code)}
      </>,
    );
    expect(screen.getByText(es[code])).toBeVisible();
    expect(screen.getByText(en[code])).toBeVisible();
  });

  it('a toast speaks the language of the page it shows on, whichever page drew last (no translator kept outside React)', async () => {
    const code = 'messages.emailNotVerified';
    render(
      <LanguageProvider language="es" messages={sharedCatalogueOf('es')}>
        <ThemeProvider>
          <ToastHost>
            <p>página</p>
          </ToastHost>
        </ThemeProvider>
      </LanguageProvider>,
    );
    // Another page drawn after it, in English: before issue 56 it set the toasts' translator for everyone.
    render(page('en', 'messages.loginSuccess'));
    act(() => showToast({ kind: 'error', message: code }));
    expect(await screen.findByText(es[code])).toBeVisible();
    expect(screen.queryByText(en[code])).toBeNull();
  });
});
