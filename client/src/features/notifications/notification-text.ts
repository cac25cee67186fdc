import type { Notification } from '@green-circle/contract';
import { formatDateTime } from '#app/components/ui/date-time';
import type { Translate } from '#app/i18n/i18n';
import type { Language } from '#app/i18n/languages';
import { formatDay } from '#app/i18n/dates';

/** "Maya", "Maya and Omar", "Maya and 3 others": the named actors, the rest counted (in the reader's language). */
export function actorsText(notification: Pick<Notification, 'actors' | 'actorCount'>, t: Translate): string {
  const [first, second] = notification.actors.map((a) => a.displayName || t('notifications.aGardener'));
  const count = Math.max(notification.actorCount, notification.actors.length);
  if (first === undefined) return count > 0 ? t('notifications.someone') : '';
  if (count === 1) return first;
  if (count === 2 && second !== undefined) return t('notifications.actorsTwo', { first, second });
  return t('notifications.actorsMany', { first, others: count - 1 });
}

/** A suspension's end as the site writes dates: "Dec 1, 2026, 6:13 PM" ("1 dic 2026, 18:13"). */
export const untilText = (iso: string, language: Language = 'en') => formatDateTime(iso, undefined, language);

/**
 * One line saying what happened, e.g. "Maya and 3 others liked “Sow beans”", with the comment it
 * is about quoted, in the reader's language: each kind's sentence is one ICU message with the
 * actors' names as an argument and their count choosing the verb's number.
 */
export function notificationText(n: Notification, t: Translate, language: Language = 'en'): string {
  const who = actorsText(n, t);
  // The verb agrees with the words: "Someone" (no named actor left) is one.
  const count = n.actors.length === 0 ? 1 : Math.max(n.actorCount, n.actors.length);
  const quoted = (text: string) => t('notifications.quoted', { text });
  const tip = n.tipTitle ? quoted(n.tipTitle) : t('notifications.yourTip');
  const said = n.excerpt ? t('notifications.said', { excerpt: n.excerpt }) : '';
  const because = n.reason ? t('notifications.because', { reason: n.reason }) : '';
  const quote = n.excerpt ? ` ${quoted(n.excerpt)}` : '';
  switch (n.kind) {
    case 'like':
      return t('notifications.like', { count, who, tip });
    case 'comment':
      return t('notifications.comment', { count, who, tip, said });
    case 'reply':
      // Someone else's tip: without its title (gone, or hidden from this reader) it is "a tip".
      return t('notifications.reply', { count, who, tip: n.tipTitle ? tip : t('notifications.aTip'), said });
    case 'trial':
      return t('notifications.trial', { count, who, tip, outcome: n.outcome ?? 'none' });
    case 'follow':
      return t('notifications.follow', { count, who });
    case 'shared':
      // A tip since gone or hidden from this reader: without its title.
      return n.tipTitle
        ? t('notifications.shared', { count, who, tip })
        : t('notifications.sharedGone', { count, who });
    case 'question':
    case 'answer':
    case 'helpful': {
      // A question since gone or hidden from this reader: without its title.
      const question = n.questionTitle ? quoted(n.questionTitle) : t('notifications.aQuestion');
      return t(`notifications.${n.kind}`, { count, who, question });
    }
    case 'reminder':
      return t('notifications.reminder', { tip });
    case 'planFollowUp':
      return t('notifications.planFollowUp', { tip, date: n.until ? formatDay(language, n.until) : '' });
    case 'planReport':
      return t('notifications.planReport', { who, tip, outcome: n.outcome ?? 'none' });
    case 'tip-hidden':
      return t('notifications.tipHidden', { tip, because });
    case 'tip-restored':
      return t('notifications.tipRestored', { tip, because });
    case 'comment-hidden':
      return t('notifications.commentHidden', { quote, tip, because });
    case 'comment-restored':
      return t('notifications.commentRestored', { quote, tip, because });
    case 'question-hidden':
    case 'question-restored':
    case 'answer-hidden':
    case 'answer-restored': {
      const question = n.questionTitle ? quoted(n.questionTitle) : t('notifications.aQuestion');
      const key = {
        'question-hidden': 'notifications.questionHidden',
        'question-restored': 'notifications.questionRestored',
        'answer-hidden': 'notifications.answerHidden',
        'answer-restored': 'notifications.answerRestored',
      } as const;
      return t(key[n.kind], { question, because });
    }
    case 'suspended': {
      const until = n.until ? t('notifications.until', { date: untilText(n.until, language) }) : '';
      return t('notifications.suspended', { until, because });
    }
    case 'suspension-lifted':
      return t('notifications.suspensionLifted', { because });
  }
}
