import type { Notification } from '@green-circle/contract';
import { DEFAULT_EMAIL_SETTINGS } from '@green-circle/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import es from '../i18n/es.json';
import { apiUrl, http, json, server } from '../test/api';
import { renderRoute } from '../test/render-route';
import { inSpanish } from '../test/spanish';
import * as notificationsRoute from './notifications';

const person = (displayName: string) => ({ authorId: 'a'.repeat(24), displayName, authorPhotoURL: null });
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000 - 60_000).toISOString();
const notification = (change: Partial<Notification>): Notification => ({
  _id: 'b'.repeat(24),
  kind: 'like',
  actors: [person('Maya')],
  actorCount: 1,
  tipId: 'c'.repeat(24),
  tipTitle: 'Sow beans',
  commentId: null,
  excerpt: null,
  outcome: null,
  reason: null,
  until: null,
  createdAt: daysAgo(1),
  read: false,
  ...change,
});

function answer(notifications: Notification[]) {
  server.use(
    http.get(apiUrl('/me/notifications'), () => json(notifications)),
    http.post(apiUrl('/me/notifications/read'), () => json({ count: 0 })),
    http.get(apiUrl('/me/notification-settings'), () =>
      json({ like: true, comment: true, reply: true, trial: false, follow: true, shared: true, reminder: true }),
    ),
    http.get(apiUrl('/me/email-settings'), () => json({ ...DEFAULT_EMAIL_SETTINGS, digestDay: 'monday' })),
  );
}

const openPage = () => renderRoute(notificationsRoute, { path: '/notifications', url: '/notifications' });

describe('issue 39: the notifications page in Spanish', () => {
  inSpanish();

  it('says what happened by plural rules, when by Intl.RelativeTimeFormat, and its settings in Spanish', async () => {
    answer([
      notification({ _id: '1'.repeat(24), actors: [person('Maya'), person('Omar')], actorCount: 4 }),
      notification({ _id: '2'.repeat(24), kind: 'follow', tipId: null, tipTitle: null, createdAt: daysAgo(3) }),
    ]);
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    const [many, one] = screen.getAllByRole('listitem');
    expect(within(many!).getByRole('link')).toHaveTextContent('Maya y 3 personas más dieron me gusta a «Sow beans»');
    expect(within(many!).getByText('hace 1 día')).toBeVisible();
    expect(within(many!).getByText('nueva')).toBeVisible();
    expect(within(one!).getByRole('link')).toHaveTextContent('Maya empezó a seguirte');
    expect(within(one!).getByText('hace 3 días')).toHaveAttribute('dateTime');
    expect(screen.getByRole('group', { name: 'Avísame cuando' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Alguien me sigue' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Alguien prueba mi consejo' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Envíame correos' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Correo semanal el' })).toHaveDisplayValue('Lunes');
    // A page without a description of its own has the site's, in Spanish too.
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', es['describe.home']);
  });

  it('an empty list says so in Spanish', async () => {
    answer([]);
    openPage();
    expect(await screen.findByText(/^Nada nuevo todavía\./)).toBeVisible();
  });
});
