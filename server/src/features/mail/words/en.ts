import type { MailWords } from './words';

/** The e-mails in English: the texts as they were written first (issue 37), kept exact. */
export const en: MailWords = {
  frame: { unsubscribe: 'Unsubscribe from these e-mails', settings: 'E-mail settings' },
  why: {
    reply: 'You get this because someone replied to your comment on Green Circle.',
    comment: 'You get this because someone commented on a tip you shared on Green Circle.',
    trial: 'You get this because someone reported trying a tip you shared on Green Circle.',
    shared: 'You get this because you follow gardeners on Green Circle who shared new tips.',
    digest: 'You get this weekly summary because you are a member of Green Circle.',
    reminder: 'You get this because you set reminders on Green Circle tips.',
    moderation: 'You get this because Green Circle’s moderators acted on something of yours.',
  },
  someone: 'A gardener',
  outcomes: { worked: 'it worked', mixed: 'it partly worked', failed: 'it did not work', tried: 'they tried it' },
  subjects: {
    reply: {
      one: (name, tip) => `${name} replied to your comment on “${tip}”`,
      many: (n, tip) => (tip ? `${n} new replies on “${tip}”` : `${n} new replies to your comments`),
    },
    comment: {
      one: (name, tip) => `${name} commented on your tip “${tip}”`,
      many: (n, tip) => (tip ? `${n} new comments on “${tip}”` : `${n} new comments on your tips`),
    },
    trial: {
      one: (name, tip) => `${name} tried your tip “${tip}”`,
      many: (n, tip) => (tip ? `${n} gardeners tried “${tip}”` : `${n} gardeners tried your tips`),
    },
    shared: {
      one: (name, tip) => `${name} shared a new tip: “${tip}”`,
      many: (n) => `${n} new tips from gardeners you follow`,
    },
  },
  lines: {
    shared: (name, tip) => `${name} shared “${tip}”`,
    trial: (name, outcome) => `${name}: ${outcome}`,
    reply: (name, tip) => `${name} replied on “${tip}”`,
    comment: (name, tip) => `${name} commented on “${tip}”`,
  },
  links: {
    readTip: 'Read the tip',
    seeReport: 'See the report',
    openReply: 'Open the reply',
    openComment: 'Open the comment',
    openTip: 'Open the tip',
    seeThem: 'See them',
    openWeek: 'Open my week',
    allReminders: 'See all my reminders',
    openSite: 'Open Green Circle',
  },
  digest: {
    remindersDue: (month, next) => `Reminders due in ${month} and ${next}`,
    reminderItem: (title, month) => `${title} (${month})`,
    forMyPlants: 'In season now for your plants',
    inSeason: (hemisphere) => `In season now in the ${hemisphere}ern hemisphere`,
    workedNear: 'Worked for gardeners near you',
    fromFollowed: 'New from gardeners you follow',
    onMyTips: (n) => `${n} new ${n === 1 ? 'comment or report' : 'comments and reports'} on your tips`,
    andMore: (n) => `And ${n} more`,
    subject: (month) => `This week in your garden: ${month}`,
  },
  reminders: {
    one: (month, title) => `Your reminder for ${month}: ${title}`,
    many: (n, month) => `${n} of your reminders fall due in ${month}`,
  },
  moderation: {
    yourTip: 'your tip',
    reason: (reason) => `The moderators’ reason: ${reason}`,
    tipHidden: (title) => `Your tip ${title} was hidden by the moderators`,
    tipHiddenText: 'Only you can see it now.',
    tipRestored: (title) => `Your tip ${title} is shown again`,
    tipRestoredText: 'The moderators restored it: everyone can see it again.',
    commentHidden: (title) => `Your comment on ${title} was hidden by the moderators`,
    commentHiddenText: 'Others see it as removed by moderators.',
    commentRestored: (title) => `Your comment on ${title} is shown again`,
    commentRestoredText: 'The moderators restored it.',
    suspended: 'Your Green Circle account is suspended',
    suspendedUntil: (day) => `You can read but not share, comment or like until ${day}.`,
    suspendedText: 'You can read but not share, comment or like.',
    lifted: 'Your Green Circle account is no longer suspended',
    liftedText: 'You can share, comment and like again.',
  },
};
