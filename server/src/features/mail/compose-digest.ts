import type { Tip, Week } from '@green-circle/contract';
import type { Composed } from './compose-activity';
import type { MailBlock } from './message-frame';
import type { ClaimedMail } from './store';
import type { MailLanguage } from './words';

/** Builds the member's week exactly as GET /me/week does (features/week/compose-week.ts). */
export type WeekOf = (member: { uid: string; email: string }, now: Date) => Promise<Week>;

type Member = { uid: string; email: string; language: MailLanguage };

/**
 * "This week in my garden" by e-mail: the week page's own composition (built once, by
 * compose-week.ts), the parts that have something in them, each with its link to the rest, in
 * the member's language. Null when the week has nothing at all to say.
 */
export function composeDigest(weekOf: WeekOf, site: string) {
  return async (_mail: ClaimedMail, member: Member, now: Date): Promise<Composed | null> => {
    const { words, month } = member.language;
    const said = words.digest;
    const week = await weekOf(member, now);
    const tipBlocks = (tips: Tip[]): MailBlock[] =>
      tips.map((tip) => ({
        type: 'item',
        title: tip.title,
        href: `${site}/tipDetails/${tip._id}`,
        linkLabel: words.links.readTip,
      }));
    const blocks: MailBlock[] = [];
    const section = (heading: string, items: MailBlock[], more: string, total: number) => {
      if (items.length === 0) return;
      blocks.push({ type: 'text', text: heading }, ...items);
      if (total > items.length)
        blocks.push({ type: 'link', text: said.andMore(total - items.length), href: `${site}${more}` });
    };
    section(
      said.remindersDue(month(week.month), month(week.nextMonth)),
      week.plan.items.map((item) => ({
        type: 'item',
        title: said.reminderItem(item.title, month(item.due === null ? item.month : Number(item.due.slice(5, 7)))),
        href: `${site}/tipDetails/${item.tipId}`,
        linkLabel: words.links.readTip,
      })),
      week.plan.more,
      week.plan.total,
    );
    section(said.forMyPlants, tipBlocks(week.forMyPlants.items), week.forMyPlants.more, week.forMyPlants.total);
    section(said.inSeason(week.hemisphere), tipBlocks(week.inSeason.items), week.inSeason.more, week.inSeason.total);
    section(said.workedNear, tipBlocks(week.workedNear.items), week.workedNear.more, week.workedNear.total);
    section(said.fromFollowed, tipBlocks(week.fromFollowed.items), week.fromFollowed.more, week.fromFollowed.total);
    if (week.onMyTips.total > 0)
      blocks.push({
        type: 'item',
        title: said.onMyTips(week.onMyTips.total),
        href: `${site}${week.onMyTips.more}`,
        linkLabel: words.links.seeThem,
      });
    if (blocks.length === 0) return null;
    const subject = said.subject(month(week.month));
    return {
      subject,
      body: { heading: subject, blocks, action: { label: words.links.openWeek, href: `${site}/week` } },
    };
  };
}

/**
 * The month's reminders, sent on the 1st where the member lives: the items of the week's "From
 * my plan" due in the e-mail's month (its period, 2026-12). Null when none does.
 */
export function composeMonthReminders(weekOf: WeekOf, site: string) {
  return async (mail: ClaimedMail, member: Member, now: Date): Promise<Composed | null> => {
    const { words, month } = member.language;
    const period = mail.items[0]?.payload.period ?? '';
    const at = /^\d{4}-\d{2}$/.test(period) ? new Date(`${period}-01T12:00:00Z`) : now;
    const week = await weekOf(member, at);
    const due = week.plan.items.filter((item) => item.due === at.toISOString().slice(0, 7));
    if (due.length === 0) return null;
    const subject =
      due.length === 1
        ? words.reminders.one(month(week.month), due[0]!.title)
        : words.reminders.many(due.length, month(week.month));
    return {
      subject,
      body: {
        heading: subject,
        blocks: due.map((reminder) => ({
          type: 'item',
          title: reminder.title,
          href: `${site}/tipDetails/${reminder.tipId}`,
          linkLabel: words.links.readTip,
        })),
        action: { label: words.links.allReminders, href: `${site}/dashboard/plan` },
      },
    };
  };
}
