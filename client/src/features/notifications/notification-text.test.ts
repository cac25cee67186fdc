import type { Notification } from '@green-circle/contract';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '#app/i18n/catalogue.server';
import type { Translate } from '#app/i18n/i18n';
import { notificationText, untilText } from './notification-text';

const translator = (language: 'en' | 'es'): Translate => {
  const i18n = serverI18n(language);
  return (key, values) => i18n._(key, values);
};
const en = translator('en');
const es = translator('es');

const person = (displayName: string) => ({ authorId: 'a'.repeat(24), displayName, authorPhotoURL: null });
const base: Notification = {
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
  createdAt: '2026-11-26T10:00:00.000Z',
  read: false,
};

describe('notificationText', () => {
  it.each([
    [{}, 'Maya liked “Sow beans”'],
    [{ actors: [person('Maya'), person('Omar')], actorCount: 2 }, 'Maya and Omar liked “Sow beans”'],
    [
      { actors: [person('Maya'), person('Omar'), person('Lina')], actorCount: 4 },
      'Maya and 3 others liked “Sow beans”',
    ],
    [{ kind: 'follow', tipId: null, tipTitle: null }, 'Maya started following you'],
    [{ kind: 'comment' }, 'Maya commented on “Sow beans”'],
    [{ kind: 'reply' }, 'Maya replied to your comment on “Sow beans”'],
    [{ kind: 'trial', outcome: 'worked' }, 'Maya tried “Sow beans”: it worked'],
    [{ kind: 'shared' }, 'Maya shared a new tip “Sow beans”'],
    [{ kind: 'shared', tipId: null, tipTitle: null }, 'Maya shared a new tip'],
    [{ kind: 'reminder', actors: [], actorCount: 0 }, 'Your reminder for “Sow beans” falls due this month'],
  ] as const)('%j reads %s', (change, text) => {
    expect(notificationText({ ...base, ...change } as Notification, en)).toBe(text);
  });
});

describe('findings 9: the text quotes the comment it is about', () => {
  it.each([
    [
      { kind: 'comment', excerpt: 'Eggshells kept the slugs off…' },
      'Maya commented on “Sow beans”: “Eggshells kept the slugs off…”',
    ],
    [{ kind: 'reply', excerpt: 'Thanks!' }, 'Maya replied to your comment on “Sow beans”: “Thanks!”'],
    [{ kind: 'comment', excerpt: null }, 'Maya commented on “Sow beans”'],
    // findings 12: a tip hidden from the reader is not named, and is not "your tip".
    [{ kind: 'reply', tipId: null, tipTitle: null }, 'Maya replied to your comment on a tip'],
  ] as const)('%j reads %s', (change, text) => {
    expect(notificationText({ ...base, ...change } as Notification, en)).toBe(text);
  });
});

describe('findings 6: moderation notices say what moderators did and why, naming no moderator', () => {
  const notice = { actors: [], actorCount: 0, reason: 'Unsafe advice' };
  it.each([
    [{ kind: 'tip-hidden' }, 'Moderators hid your tip “Sow beans”: only you can see it now. Reason: Unsafe advice'],
    [
      { kind: 'tip-restored' },
      'Moderators restored your tip “Sow beans”: everyone can see it again. Reason: Unsafe advice',
    ],
    [
      { kind: 'comment-hidden', excerpt: 'Buy seeds here' },
      'Moderators hid your comment “Buy seeds here” on “Sow beans”. Reason: Unsafe advice',
    ],
    [
      { kind: 'comment-restored', excerpt: 'Buy seeds here' },
      'Moderators restored your comment “Buy seeds here” on “Sow beans”. Reason: Unsafe advice',
    ],
    [
      { kind: 'suspension-lifted', tipId: null, tipTitle: null },
      'Moderators lifted your suspension: you can post again. Reason: Unsafe advice',
    ],
  ] as const)('%j reads %s', (change, text) => {
    expect(notificationText({ ...base, ...notice, ...change } as Notification, en)).toBe(text);
  });

  it('a suspension gives its end as the site writes dates', () => {
    const until = '2026-12-01T18:13:00.000Z';
    const text = notificationText({ ...base, ...notice, kind: 'suspended', tipId: null, tipTitle: null, until }, en);
    expect(text).toBe(
      `Moderators suspended your account until ${untilText(until)}: you can read but not post. Reason: Unsafe advice`,
    );
    expect(untilText(until)).toMatch(/^Dec 1, 2026, \d{1,2}:13\s?[AP]M$/);
  });
});

describe('issue 39: each kind in Spanish, the actors as an argument and their number choosing the verb', () => {
  const three = { actors: [person('Maya'), person('Omar')], actorCount: 3 };
  it.each([
    [{}, 'Maya dio me gusta a «Sow beans»'],
    [three, 'Maya y 2 personas más dieron me gusta a «Sow beans»'],
    [{ actors: [person('Maya'), person('Omar')], actorCount: 2 }, 'Maya y Omar dieron me gusta a «Sow beans»'],
    [{ actors: [person('Maya'), person('Omar')], actorCount: 2, kind: 'follow' }, 'Maya y Omar empezaron a seguirte'],
    [{ kind: 'follow', tipId: null, tipTitle: null }, 'Maya empezó a seguirte'],
    [{ kind: 'comment', excerpt: '¡Gracias!' }, 'Maya comentó en «Sow beans»: «¡Gracias!»'],
    [{ kind: 'reply', tipId: null, tipTitle: null }, 'Maya respondió a tu comentario en un consejo'],
    [{ kind: 'trial', outcome: 'partly' }, 'Maya probó «Sow beans»: funcionó en parte'],
    [{ kind: 'shared', tipTitle: null, tipId: null }, 'Maya compartió un consejo nuevo'],
    [{ kind: 'reminder', actors: [], actorCount: 0, tipTitle: null }, 'Tu recordatorio de tu consejo toca este mes'],
    [{ kind: 'like', actors: [], actorCount: 2 }, 'Alguien dio me gusta a «Sow beans»'],
    [
      { kind: 'tip-hidden', actors: [], actorCount: 0, reason: 'Spam' },
      'Los moderadores ocultaron tu consejo «Sow beans»: ahora solo tú puedes verlo. Motivo: Spam',
    ],
  ] as const)('%j reads %s', (change, text) => {
    expect(notificationText({ ...base, ...change } as Notification, es, 'es')).toBe(text);
  });

  it("a suspension's end is written the Spanish way", () => {
    const until = '2026-12-01T18:13:00.000Z';
    const n: Notification = {
      ...base,
      actors: [],
      actorCount: 0,
      kind: 'suspended',
      tipId: null,
      tipTitle: null,
      until,
    };
    expect(notificationText(n, es, 'es')).toBe(
      `Los moderadores suspendieron tu cuenta hasta el ${untilText(until, 'es')}: puedes leer, pero no publicar.`,
    );
    expect(untilText(until, 'es')).toMatch(/^1 dic 2026, \d{1,2}:13$/);
  });
});
