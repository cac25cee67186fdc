import type { PlantPage, PlantSummary } from '@green-circle/contract';
import { LIMITS } from '@green-circle/contract/constants';
import { PLANTS } from '@green-circle/contract/plants';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as plantRoute from './plant';
import * as plantsRoute from './plants';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { languageContext } from '../i18n/language.server';
import type { Language } from '../i18n/languages';
import { tipListPath } from '../lib/list-tips';
import { answerApi, json } from '../test/api';
import { aTip } from '../test/fake-member';
import { routeOf } from '../test/render-route';
import { requestContext } from '../test/request-context';
import { inSpanish } from '../test/spanish';

/** A route drawn as the server draws it for a reader of `language` (a visitor). */
function show(module: Parameters<typeof routeOf>[0], path: string, url: string, language: Language = 'es') {
  const context = () => {
    const made = requestContext(null);
    made.set(languageContext, language);
    return made;
  };
  const routes: RouteObject[] = [
    { path, ...routeOf(module), HydrateFallback: () => null } as RouteObject,
    { path: '*', element: <h1>Elsewhere</h1> },
  ];
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [url], getContext: context })} />);
}

const plant = (slug: string, tips: number): PlantSummary => {
  const facts = PLANTS.find((p) => p.slug === slug)!;
  return { ...facts, otherNames: [...facts.otherNames], tips };
};

const TOMATO_PAGE: PlantPage = {
  plant: { ...plant('tomato', 0), tips: undefined } as unknown as PlantPage['plant'],
  counts: { tips: 1, reports: 3, growers: 2 },
  months: {
    north: { counts: [0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0], allYear: 1 },
    south: { counts: [0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0], allYear: 1 },
  },
  evidence: [{ hemisphere: 'south', band: '9', worked: 2, partly: 1, failed: 0 }],
  growers: [],
};

describe('issue 39: every plant of the list has a name in each catalogue', () => {
  it('English as the list writes it, Spanish its own', () => {
    const catalogues = { en: en as Record<string, string>, es: es as Record<string, string> };
    for (const { slug, name } of PLANTS) {
      expect(catalogues.en[`plants.name.${slug}`], slug).toBe(name);
      expect(catalogues.es[`plants.name.${slug}`], slug).toBeTruthy();
    }
    expect(catalogues.es['plants.name.tomato']).toBe('Tomate');
  });
});

describe('issue 39: plants in Spanish', () => {
  inSpanish();

  it('the list: Spanish names and kinds, tips by plural rules, and a search by the Spanish name', async () => {
    const all = [plant('tomato', 1), plant('basil', 4)];
    const api = answerApi({
      'GET /plants?q=tomates': () => json([]),
      'GET /plants': () => json(all),
    });
    show(plantsRoute, '/plants', '/plants?q=tomates');
    const list = await screen.findByRole('list', { name: 'Plantas' });
    // "tomates" is no English name: the page finds Tomate by its Spanish name.
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['TomateSolanum lycopersicum · hortaliza1 consejo']);
    expect(screen.getByRole('heading', { level: 1, name: 'Plantas' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Buscar una planta' })).toHaveAttribute(
      'placeholder',
      'Busca una planta, p. ej. albahaca',
    );
    expect(api.calls.map((c) => c.path).sort()).toEqual(['/plants', '/plants?q=tomates']);
    await waitFor(() => expect(document.title).toBe('Plantas | Green Circle'));
  });

  it('the list without a search: many tips in the plural', async () => {
    answerApi({ 'GET /plants': () => json([plant('basil', 4)]) });
    show(plantsRoute, '/plants', '/plants');
    const basil = await screen.findByRole('link', { name: /Albahaca/ });
    expect(basil).toHaveTextContent('aromática');
    expect(basil).toHaveTextContent('4 consejos');
  });

  it('nothing found, said in Spanish', async () => {
    answerApi({ 'GET /plants?q=zzz': () => json([]), 'GET /plants': () => json([plant('basil', 4)]) });
    show(plantsRoute, '/plants', '/plants?q=zzz');
    expect(await screen.findByText(/Ninguna planta con consejos coincide con «zzz»/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Comparte un consejo' })).toBeVisible();
  });

  it("a plant's page: its Spanish name, counts by plural rules, the strip in Spanish months of the south, the evidence", async () => {
    const tip = aTip({ title: 'Pinzar los chupones', plantType: 'Tomato', plantSlug: 'tomato' });
    answerApi({
      'GET /plants/tomato': () => json(TOMATO_PAGE),
      [`GET ${tipListPath({ plant: 'tomato', sort: 'tried', availability: 'Public', limit: LIMITS.pageDefault })}`]:
        () => json([tip]),
    });
    show(plantRoute, '/plants/:slug', '/plants/tomato?hemisphere=south');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tomate' })).toBeVisible();
    expect(screen.getByText('1 consejo · 3 informes de «Lo probé» · la cultivan 2 jardineros')).toBeVisible();
    // Tips are mostly written with the English name: the page says it too, marked as English.
    const facts = screen.getByText(/en inglés:/);
    expect(facts).toHaveTextContent('Solanum lycopersicum · Solanaceae · hortaliza · en inglés: Tomato');
    expect(within(facts).getByText('Tomato')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'Cuándo lo hacen los jardineros (hemisferio sur)' })).toBeVisible();
    const strip = screen.getByRole('group', { name: 'Consejos por mes en el hemisferio sur' });
    expect(within(strip).getByText('septiembre: 1 consejo')).toBeInTheDocument();
    expect(within(strip).getByText('octubre: 2 consejos')).toBeInTheDocument();
    expect(within(strip).getByText('ene')).toBeInTheDocument();
    expect(screen.getByText('1 consejo vale todo el año.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver los meses del hemisferio norte' })).toBeVisible();
    const evidence = screen.getByRole('table', { name: 'Informes de «Lo probé» por hemisferio y franja de zonas' });
    expect(within(evidence).getByRole('rowheader')).toHaveTextContent('Hemisferio sur, Zona 9');
    expect(
      within(evidence)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Dónde', 'Funcionó', 'En parte', 'No funcionó']);
    expect(screen.getByText('La cultivan 2 jardineros; ninguno muestra aún su jardín.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inicia sesión para añadirla a tus plantas' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Consejos: Tomate | Green Circle'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^Tomate \(Solanum lycopersicum\): 1 consejo de jardineros en Green Circle/),
    );
  });
});

describe('issue 39: plants in English', () => {
  it('the same page for an English reader keeps the English words', async () => {
    answerApi({
      'GET /plants/tomato': () => json({ ...TOMATO_PAGE, counts: { tips: 2, reports: 1, growers: 1 } }),
      [`GET ${tipListPath({ plant: 'tomato', sort: 'tried', availability: 'Public', limit: LIMITS.pageDefault })}`]:
        () => json([]),
    });
    show(plantRoute, '/plants/:slug', '/plants/tomato', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tomato' })).toBeVisible();
    expect(screen.getByText('2 tips · 1 “I tried this” report · grown by 1 gardener')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'When gardeners do it (northern hemisphere)' })).toBeVisible();
  });
});
