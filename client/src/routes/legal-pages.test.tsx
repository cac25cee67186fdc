import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { inSpanish } from '../test/spanish';
import * as policy from './policy';
import * as terms from './terms';

// A route's component, typed by its generated +types (the props the framework gives it; these pages read none).
const show = (Page: (props: never) => React.ReactNode) => {
  const Shown = Page as () => React.ReactNode;
  return render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Shown /> }])} />);
};

/** Every legal key's words, so a page that drops one is caught. */
const keysOf = (prefix: string) => Object.keys(en).filter((key) => key.startsWith(prefix)) as Array<keyof typeof en>;

describe('the legal pages in English', () => {
  it('read as before, the date written the English way, the other page linked', () => {
    show(terms.default);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    expect(screen.getByText('Last updated: 1 November 2026')).toBeVisible();
    expect(screen.getByRole('heading', { name: '4. Community rules' })).toBeVisible();
    const changes = screen.getByText(/^We may update these terms/);
    expect(changes).toHaveTextContent(
      'We may update these terms as the site grows; the date above shows the latest version. How we handle your personal data is described in our Privacy Policy.',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
  });
});

describe('issue 39: the legal pages in Spanish, the whole text', () => {
  inSpanish();

  it.each([
    ['terms', terms.default, 'Términos y condiciones', '1 de noviembre de 2026', 'Política de privacidad', '/policy'],
    ['policy', policy.default, 'Política de privacidad', '23 de noviembre de 2026', 'Términos y condiciones', '/terms'],
  ] as const)('%s: every heading, paragraph and item in Spanish', (prefix, Page, title, day, other, to) => {
    const { container } = show(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(`Última actualización: ${day}`)).toBeVisible();
    const text = container.textContent ?? '';
    for (const key of keysOf(`${prefix}.`)) {
      const words = es[key].replace('{link}', other);
      expect(text, key).toContain(words);
      expect(text, key).not.toContain(en[key].replace('{link}', ''));
    }
    expect(screen.getByRole('link', { name: other })).toHaveAttribute('href', to);
  });
});
