import type { Garden, MyPlants, Reminder } from '@green-circle/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as myPlantsRoute from './dashboard/my-plants';
import { ToastHost } from '../components/ui/toasts';
import { ThemeProvider } from '../lib/theme-provider';
import { paths } from '../config/paths';
import { MyPlantsPanel } from '../features/plants/components/my-plants-panel';
import { GardenPanel } from '../features/seasons/components/garden-panel';
import { ReminderCalendar } from '../features/seasons/components/reminder-calendar';
import { languageContext } from '../i18n/language.server';
import { answerApi, json } from '../test/api';
import { routeOf } from '../test/render-route';
import { requestContext, sessionMember } from '../test/request-context';
import { inSpanish } from '../test/spanish';

/** `element` at /, with the my-plants action beside it, for a member reading Spanish. */
function show(element: React.ReactNode) {
  const context = () => {
    const made = requestContext(sessionMember());
    made.set(languageContext, 'es');
    return made;
  };
  const routes: RouteObject[] = [
    { path: '/', element },
    { path: paths.myPlants, ...routeOf(myPlantsRoute) } as RouteObject,
  ];
  render(
    <ThemeProvider>
      <ToastHost>
        <RouterProvider router={createMemoryRouter(routes, { getContext: context })} />
      </ToastHost>
    </ThemeProvider>,
  );
}

const reminder = (title: string, month: number, tipId: string): Reminder => ({
  tipId,
  title,
  image: '/images/placeholder.svg',
  month,
  createdAt: '2026-01-10T10:00:00.000Z',
});

const TOMATO: MyPlants[number] = {
  slug: 'tomato',
  name: 'Tomato',
  otherNames: [],
  botanicalName: 'Solanum lycopersicum',
  family: 'Solanaceae',
  kind: 'vegetable',
  addedAt: '2026-11-01T00:00:00.000Z',
};

describe('issue 39: seasons, the garden and reminders in Spanish', () => {
  inSpanish();

  it('the reminder calendar: Spanish months and days, the count of reminders by plural rules', async () => {
    const now = new Date(2026, 4, 14);
    show(
      <ReminderCalendar
        now={now}
        reminders={[
          reminder('Sow beans', 5, 'a'.repeat(24)),
          reminder('Earth up', 5, 'b'.repeat(24)),
          reminder('Garlic', 6, 'c'.repeat(24)),
        ]}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Calendario' })).toBeVisible();
    // react-calendar in the page's locale: its month, its day names, its buttons' names.
    expect(screen.getByText('mayo de 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeVisible();
    const first = screen.getByRole('button', { name: /^1 de mayo de 2026/ });
    expect(first).toHaveTextContent('2 recordatorios');
    expect(screen.getByText('Fecha elegida:').parentElement).toHaveTextContent(
      'Fecha elegida: jueves, 14 de mayo de 2026',
    );
    const month = within(screen.getByTestId('this-month-panel'));
    expect(month.getByRole('heading', { name: 'Este mes en mi jardín' })).toBeVisible();
    expect(month.getByText('mayo')).toBeVisible();
    expect(month.getByText('junio')).toBeVisible();
    await userEvent.click(first);
    const day = within(screen.getByTestId('reminders-of-day'));
    expect(day.getByRole('heading', { name: 'Recordatorios del viernes, 1 de mayo de 2026' })).toBeVisible();
    expect(day.getByRole('link', { name: 'Sow beans' })).toHaveAttribute('lang', '');
  });

  it('my garden: hemispheres, zones, the save button and the calendar feed', async () => {
    const garden: Garden = { hemisphere: 'south', zone: '9b' };
    show(
      <GardenPanel garden={Promise.resolve(garden)} feed={Promise.resolve({ url: 'https://example.com/feed.ics' })} />,
    );
    // Drawn again from the garden once its read settles.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Sur' })).toBeChecked());
    const form = screen.getByRole('form', { name: 'Mi jardín' });
    const zone = within(form).getByRole('combobox', { name: 'Zona climática (estilo USDA)' });
    expect(zone).toHaveDisplayValue('Zona 9b');
    expect(within(zone).getByRole('option', { name: 'Sin indicar' })).toBeInTheDocument();
    expect(within(zone).getByRole('option', { name: 'No lo sé' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Guardar jardín' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Calendario suscrito' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nueva dirección' })).toBeVisible();
  });

  it('my plants: named in Spanish, a plant added by its Spanish name, the refusal and the toast in Spanish', async () => {
    const api = answerApi({ 'PUT /me/plants/tomato': () => json([TOMATO]) });
    show(<MyPlantsPanel plants={Promise.resolve([{ ...TOMATO, slug: 'basil', name: 'Basil' }])} />);
    expect(await screen.findByRole('link', { name: 'Albahaca' })).toHaveAttribute('href', '/plants/basil');
    expect(screen.getByRole('button', { name: 'Quitar Albahaca de mis plantas' })).toBeVisible();

    const field = screen.getByRole('combobox', { name: 'Añadir una planta' });
    await userEvent.type(field, 'Zanahoriox');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText(/^Aún no conocemos esa planta/)).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, 'Tomates');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('Añadida a tus plantas.')).toBeVisible();
    expect(api.callsTo('PUT').map((c) => c.path)).toEqual(['/me/plants/tomato']);
  });
});
