import type { Tip, Week } from '@green-circle/contract';
import { MONTH_NAMES } from '@green-circle/contract/seasons';
import type { Composed } from './compose-activity';
import type { MailBlock } from './message-frame';
import type { ClaimedMail } from './store';

/** Builds the member's week exactly as GET /me/week does (features/week/compose-week.ts). */
export type WeekOf = (member: { uid: string; email: string }, now: Date) => Promise<Week>;

const monthName = (month: number) => MONTH_NAMES[month - 1] ?? '';

const tipBlocks = (site: string, tips: Tip[], linkLabel = 'Read the tip'): MailBlock[] =>
  tips.map((tip) => ({ type: 'item', title: tip.title, href: `${site}/tipDetails/${tip._id}`, linkLabel }));

/**
 * "This week in my garden" by e-mail: the week page's own composition (built once, by
 * compose-week.ts), the parts that have something in them, each with its link to the rest.
 * Null when the week has nothing at all to say.
 */
export function composeDigest(weekOf: WeekOf, site: string) {
  return async (
    _mail: ClaimedMail,
    member: { uid: string; email: string },
    now = new Date(),
  ): Promise<Composed | null> => {
    const week = await weekOf(member, now);
    const blocks: MailBlock[] = [];
    const section = (heading: string, items: MailBlock[], more: string, total: number) => {
      if (items.length === 0) return;
      blocks.push({ type: 'text', text: heading }, ...items);
      if (total > items.length) blocks.push({ type: 'text', text: `And ${total - items.length} more: ${site}${more}` });
    };
    section(
      `Reminders due in ${monthName(week.month)} and ${monthName(week.nextMonth)}`,
      week.reminders.items.map((reminder) => ({
        type: 'item',
        title: `${reminder.title} (${monthName(reminder.month)})`,
        href: `${site}/tipDetails/${reminder.tipId}`,
        linkLabel: 'Read the tip',
      })),
      week.reminders.more,
      week.reminders.total,
    );
    section(
      'In season now for your plants',
      tipBlocks(site, week.forMyPlants.items),
      week.forMyPlants.more,
      week.forMyPlants.total,
    );
    section(
      `In season now in the ${week.hemisphere}ern hemisphere`,
      tipBlocks(site, week.inSeason.items),
      week.inSeason.more,
      week.inSeason.total,
    );
    section(
      'Worked for gardeners near you',
      tipBlocks(site, week.workedNear.items),
      week.workedNear.more,
      week.workedNear.total,
    );
    section(
      'New from gardeners you follow',
      tipBlocks(site, week.fromFollowed.items),
      week.fromFollowed.more,
      week.fromFollowed.total,
    );
    if (week.onMyTips.total > 0)
      blocks.push({
        type: 'item',
        title: `${week.onMyTips.total} new ${week.onMyTips.total === 1 ? 'comment or report' : 'comments and reports'} on your tips`,
        href: `${site}${week.onMyTips.more}`,
        linkLabel: 'See them',
      });
    if (blocks.length === 0) return null;
    const subject = `This week in your garden: ${monthName(week.month)}`;
    return { subject, body: { heading: subject, blocks, action: { label: 'Open my week', href: `${site}/week` } } };
  };
}

/**
 * The month's reminders, sent on the 1st where the member lives: those of the week's reminders
 * that fall due in the e-mail's month (its period, 2026-12). Null when none does.
 */
export function composeMonthReminders(weekOf: WeekOf, site: string) {
  return async (mail: ClaimedMail, member: { uid: string; email: string }): Promise<Composed | null> => {
    const period = mail.items[0]?.payload.period ?? '';
    const at = /^\d{4}-\d{2}$/.test(period) ? new Date(`${period}-01T12:00:00Z`) : new Date();
    const week = await weekOf(member, at);
    const due = week.reminders.items.filter((reminder) => reminder.month === week.month);
    if (due.length === 0) return null;
    const subject =
      due.length === 1
        ? `Your reminder for ${monthName(week.month)}: ${due[0]!.title}`
        : `${due.length} of your reminders fall due in ${monthName(week.month)}`;
    return {
      subject,
      body: {
        heading: subject,
        blocks: due.map((reminder) => ({
          type: 'item',
          title: reminder.title,
          href: `${site}/tipDetails/${reminder.tipId}`,
          linkLabel: 'Read the tip',
        })),
        action: { label: 'See all my reminders', href: `${site}/dashboard` },
      },
    };
  };
}
