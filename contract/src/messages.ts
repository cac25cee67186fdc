// Every user-facing text of the spec, word for word. The UI and the tests read them here.

/** The API's 404 detail for a visitor asking for a members-only (Hidden) tip: the site sends them to sign in. */
export const MEMBERS_ONLY_TIP = 'This tip is for members: sign in to read it';

export const MESSAGES = {
  tipFormIncomplete: 'Please fill all the required fields!',
  tipSubmitted: 'Tip submitted successfully!',
  tipSubmitFailed: 'Failed to submit tip.',
  tipSubmitError: 'An error occurred while submitting the tip.',
  tipUpdated: 'Tip updated successfully.',
  deleteConfirmTitle: 'Are you sure?',
  deleteConfirmText: "You won't be able to revert this!",
  deleteConfirmTextDashboard: "Once deleted, you won't be able to recover this!",
  deleteConfirmButton: 'Yes, delete it!',
  deleteCancelButton: 'Cancel',
  deletedTitle: 'Deleted!',
  deletedText: 'Your tip has been deleted.',
  deletedTextDashboard: 'Your tip has been removed.',
  deleteErrorTitle: 'Error',
  deleteErrorText: 'Failed to delete the tip.',
  signUpFailed: 'Failed to create user',
  signUpSuccess: 'Sign Up successfully!',
  loginFailed: 'Invalid email or password',
  loginSuccess: 'Login successful',
  /** A login form posted before the page's JavaScript ran: the identity service's sign-in runs in the browser. */
  signInNeedsJavaScript:
    'Signing in needs JavaScript: turn it on (or wait for the page to finish loading) and try again.',
  /** A sign-up form posted before the page's JavaScript ran: the account is made in the browser. */
  signUpNeedsJavaScript:
    'Creating an account needs JavaScript: turn it on (or wait for the page to finish loading) and try again.',
  userRecordFailed: 'Failed to process user data',
  userRegistered: 'User registered successfully!',
  welcomeBack: 'Welcome back!',
  resetEmailRequired: 'Email address is required',
  resetEmailSent: 'Password reset email sent',
  resetEmailFailed: 'Error sending password reset email',
  likeFailed: 'Failed to like tip. Please try again.',
  logoutSuccess: 'Logged out successfully',
  /** Beside Logout: signing out revokes the member's sessions (docs/decisions/0014-sign-out-revokes.md). */
  logoutEverywhere: 'Signs you out on every device.',
  logoutSuccessDashboard: 'Logged out successfully!',
  logoutErrorPrefix: 'Logout error:',
  logoutFailedDashboard: 'Failed to log out. Please try again.',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordNeedsUppercase: 'Password must contain at least one uppercase letter',
  passwordNeedsLowercase: 'Password must contain at least one lowercase letter',
  passwordNeedsSpecial: 'Password must contain at least one special character',
  loadingTips: 'Loading tips...',
  loadingTipDetails: 'Loading tip details...',
  loadingApp: 'Loading Green Circle...',
  noGardeners: 'No gardeners found.',
  noTipsForDifficulty: 'No tips found for selected difficulty.',
  noTips: 'No tips found.',
  noItemsForDifficulty: 'No items found for selected difficulty.',
  noDescription: 'No description provided.',
  noName: 'No Name Provided',
  userNotLoggedIn: 'User not logged in.',
  notFoundTitle: 'Oops! Page Not Found',
  notFoundLink: 'Go to Home',
  // The like button shows a heart icon (an SVG: emoji fonts are missing on many systems).
  like: 'Like',
  liked: 'Liked',

  // Beyond the spec: where a message improves, the spec's text stays at its start.
  signUpEmailTaken: 'Failed to create user: this e-mail address already has an account.',
  signInInstead: 'Sign in instead',
  apiUnreachable: 'We could not reach the Green Circle server. Check your connection and try again in a moment.',
  noTipsForSearch: 'No tips match your search. Try another word, or clear the filters.',
  noTipsYet: 'You have not shared a tip yet.',
  shareFirstTip: 'Share your first tip',
  imageNeedsHttps: 'Use an https:// address: browsers block pictures from plain http:// addresses.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',

  // Privacy and trust: answers that reveal nothing about other accounts, refusals of unsafe text,
  // and what a member who has not verified their e-mail address yet is told.
  /** The forgot-password answer, the same whether or not an account uses the address. */
  resetEmailSentAnyway: 'Password reset email sent if an account uses this address. Check your inbox.',
  invisibleCharacters:
    'Remove invisible or direction-changing characters (such as zero-width spaces or right-to-left marks)',
  needsVisibleLetters: 'Must contain visible letters or digits',
  nameTaken: 'Another member already uses this name. Please choose another.',
  emailNotVerified: 'Please verify your e-mail address first: open the link we sent you, then try again.',
  /** A photo address that is another member's upload (issue 22 #14). */
  onlyOwnPhotos: 'You can only use photos you uploaded yourself',
  notYourPhoto: 'Not your photo',
  /** A tip's photos begin with its cover, the photo `image` names (issue 57). */
  coverIsFirstPhoto: "The first photo must be the tip's image, its cover",
  verifyBanner: 'Please verify your e-mail address. Until then you can read tips, but not like or share them.',
  verificationSent: 'Verification e-mail sent. Open its link, then reload this page.',
  verificationSendFailed: 'Could not send the verification e-mail. Please try again later.',
  sendVerificationAgain: 'Send again',
  verifyToWrite: 'Verify your e-mail address to like and share tips.',

  // Changing the e-mail address, and a name checked before the account exists.
  currentPasswordLabel: 'Current password',
  emailChangeNeedsPassword: 'Enter your current password to change your e-mail address.',
  emailChangeWrongPassword: 'That password is not right. Enter the password you sign in with.',
  emailChangeSent:
    'We sent a link to your new address. Your e-mail address changes when you open that link; until then, sign in with your current one.',
  emailChangePending: 'Waiting for you to open the link sent to',
  emailChangePendingNote: 'Your e-mail address changes when you open it; until then, sign in with your current one.',
  emailChangeFailed: 'Could not change the e-mail address. Please try again.',
  emailChangeInUse: 'That e-mail address already has an account.',
  signUpTooMany: 'Too many sign-ups from your network just now. Please try again in a minute.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Texts of seasons, "my garden", reminders and the calendar feed. */
export const SEASON_MESSAGES = {
  monthsLabel: 'When does this tip apply?',
  monthsHint: 'Pick the months in your garden; leave all empty if it applies all year.',
  allYear: 'All year',
  clearMonths: 'Clear',
  inSeasonNow: 'In season now',
  inSeasonNowIntro: 'Tips for this month in your garden, most liked first.',
  noTipsInSeason: 'No tips for this month yet.',
  gardenHeading: 'My garden',
  hemisphereLabel: 'Hemisphere',
  hemisphereNorth: 'Northern',
  hemisphereSouth: 'Southern',
  zoneLabel: 'Climate zone (USDA-style)',
  gardenSaved: 'Your garden is saved.',
  gardenSaveFailed: 'Failed to save your garden. Please try again.',
  gardenVisitorHint: 'Not signed in: your choice is remembered in this browser.',
  remindMe: 'Remind me',
  reminderSet: 'Reminder set',
  removeReminder: 'Remove reminder',
  reminderAdded: 'We will remind you when the time comes.',
  reminderRemoved: 'Reminder removed.',
  reminderFailed: 'Failed to change the reminder. Please try again.',
  thisMonthInMyGarden: 'This month in my garden',
  nothingDueThisMonth: 'Nothing due this month. Add reminders from a tip’s details.',
  remindersOn: 'Reminders on',
  noRemindersOnDay: 'No reminders on this day.',
  feedHeading: 'Calendar feed',
  feedIntro: 'Subscribe to this private address in any calendar app to see your reminders there. Keep it secret.',
  feedCopy: 'Copy',
  feedCopied: 'Feed address copied.',
  feedRotate: 'New address',
  feedRotated: 'New feed address issued; the old one no longer works.',
  feedFailed: 'Failed to load the feed address.',
  monthsInvalid: 'Months must be whole numbers from 1 to 12, each at most once',
  nextMonthInMyGarden: 'Next month in my garden',
  nothingDueNextMonth: 'Nothing due next month.',
  /** Beside a disabled Remind me, for a member whose address is not verified yet. */
  verifyToRemind: 'Verify your e-mail address to set reminders.',
} as const;

/** "My plants": what a member grows, on their profile's garden panel and their gardener page. */
export const PLANT_MESSAGES = {
  myPlantsHeading: 'My plants',
  myPlantsIntro: 'The plants you grow: their tips in season come first in This Week.',
  noPlantsYet: 'You have not added any plants yet. Add what you grow to see its tips in season in This Week.',
  addPlantLabel: 'Add a plant',
  addPlant: 'Add',
  plantAdded: 'Added to your plants.',
  plantRemoved: 'Removed from your plants.',
  unknownPlant: 'We do not know that plant yet: pick one of the plants offered as you type.',
  plantRequired: 'Type the name of a plant you grow.',
  plantChangeFailed: 'Failed to change your plants. Please try again.',
  growsHeading: 'Grows',
  /** On the panel, when the gardener page shows no garden: the plants stay private too. */
  plantsPrivate: 'Your gardener page shows your plants only when it shows your garden.',
} as const;

/** Gardener pages, following and notifications. */
export const PEOPLE_MESSAGES = {
  follow: 'Follow',
  following: 'Following',
  unfollow: 'Unfollow',
  followFailed: 'Failed to change whom you follow. Please try again.',
  followSignIn: 'Log in to follow',
  gardenerTipsHeading: 'Tips they shared',
  noGardenerTips: 'No tips shared yet.',
  fromFollowed: 'From gardeners you follow',
  fromFollowedFilter: 'Only gardeners I follow',
  noFollowedTips: 'No tips from gardeners you follow yet.',
  notificationsHeading: 'Notifications',
  notificationsEmpty: 'Nothing new yet. When someone likes your tips or follows you, you will hear about it here.',
  notificationsFailed: 'Failed to load notifications.',
  notificationSettingsHeading: 'Tell me when',
  notificationSettingsSaved: 'Notification settings saved.',
  notificationSettingsFailed: 'Failed to save notification settings. Please try again.',
  bioLabel: 'Short bio',
  showGardenLabel: 'Show my garden’s hemisphere, zone and plants on my gardener page',
  gardenerPageHeading: 'Your gardener page',
  gardenerPageSaved: 'Your gardener page is saved.',
  gardenerPageFailed: 'Failed to save your gardener page. Please try again.',
  viewMyPage: 'View my page',
  saveGardenerPage: 'Save my page',
} as const;

/** What each notification setting is called on the settings form. */
export const NOTIFICATION_KIND_LABELS = {
  like: 'Someone likes my tip',
  comment: 'Someone comments on my tip',
  reply: 'Someone replies to my comment',
  trial: 'Someone tries my tip',
  follow: 'Someone follows me',
  shared: 'A gardener I follow shares a tip',
  question: 'A question I could answer',
  answer: 'Someone answers my question',
  helpful: 'Someone marks an answer to my question helpful',
  reminder: 'A reminder falls due this month',
} as const;

/** Texts of photo uploads. */
export const UPLOAD_MESSAGES = {
  /** POST /uploads past the per-member quota of photos on no tip and not the profile photo (429). */
  tooManyUnattached: (max: number) =>
    `You have ${max} uploaded photos that are on no tip and not your profile photo, the most we keep for you. ` +
    'Put one on a tip (or make it your profile photo) and upload again; photos left unused are removed 24 hours after upload.',
} as const;

/** Texts of the conversation and the trials. */
export const CONVERSATION_MESSAGES = {
  conversationHeading: 'Conversation',
  commentLabel: 'Add a comment',
  replyLabel: 'Write a reply',
  commentSubmit: 'Comment',
  replySubmit: 'Reply',
  reply: 'Reply',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  edited: 'edited',
  commentDeleted: 'Comment deleted',
  noComments: 'No comments yet. Start the conversation.',
  showMore: 'Show more',
  commentsFailed: 'Failed to load the comments. Please try again.',
  commentFailed: 'Failed to post the comment. Please try again.',
  commentEditFailed: 'Failed to change the comment. Please try again.',
  commentDeleteFailed: 'Failed to delete the comment. Please try again.',
  deleteCommentConfirm: 'Delete this comment?',
  signInToComment: 'Sign in to join the conversation.',
  verifyToComment: 'Verify your e-mail address to comment and report trials.',
  draftKept: 'Draft kept',
  evidenceHeading: 'Did it work?',
  triedThis: 'I tried this',
  changeMyTrial: 'Change my report',
  withdrawTrial: 'Withdraw my report',
  trialSaved: 'Thanks! Your report is saved.',
  trialWithdrawn: 'Your report is withdrawn.',
  trialFailed: 'Failed to save your report. Please try again.',
  outcomeLabel: 'How did it go?',
  outcomeWorked: 'It worked',
  outcomePartly: 'Partly',
  outcomeFailed: "It didn't work",
  trialNoteLabel: 'A note (optional)',
  trialMonthLabel: 'Month you tried it (optional)',
  trialPhotoLabel: 'A photo (optional)',
  /** What a report's photo shows, sent without the photo (the report form's, and "Done" of my plan). */
  photoAltWithoutPhoto: 'Add the photo these words describe, or leave “What the photo shows” empty',
  noTrials: 'Nobody has reported trying this yet. Be the first.',
  zonesWorkedIn: 'Worked in zones',
  reportsHeading: 'What gardeners reported',
  workedNearMe: 'Worked near me',
  workedNearMeHint: 'Tips that worked for gardeners in your hemisphere and a neighbouring zone.',
  workedNearNeedsZone:
    "Worked near me compares your garden's zone with where each tip worked. Tell us your zone to see what worked near you.",
  setGardenZone: "Set my garden's zone",
  sortTried: 'Most tried',
  commentsCount: (n: number) => (n === 1 ? '1 comment' : `${n} comments`),
  triedBy: (n: number) => (n === 1 ? 'Tried by 1 gardener' : `Tried by ${n} gardeners`),
} as const;

/** Trust and safety: reports, moderation, blocks and the spam brakes. */
export const SAFETY_MESSAGES = {
  report: 'Report',
  reportTitle: 'Report this',
  reportReasonLabel: 'Why are you reporting it?',
  reportNoteLabel: 'Anything moderators should know? (optional)',
  reportSend: 'Send report',
  reportSent: 'Thank you. Moderators will look at it.',
  reportAlreadySent: 'You already reported this. Moderators will look at it.',
  reportFailed: 'Failed to send the report. Please try again.',
  /** A suspension's days out of range or not a whole number (the moderation form's days field). */
  suspendDaysRange: 'Suspend for a whole number of days, from 1 to 365.',
  reportReasonSpam: 'Spam or advertising',
  reportReasonHarmful: 'Harmful or dangerous advice',
  reportReasonHarassment: 'Harassment or hate',
  reportReasonOffTopic: 'Off-topic',
  reportReasonOther: 'Something else',
  hiddenByModerators: 'Hidden by moderators. Only you can see it.',
  autoHiddenReason: 'Reported by several members; hidden until a moderator looks at it.',
  removedByModerators: 'Removed by moderators',
  accountSuspended: 'Your account is suspended until',
  newAccountQuota: 'New accounts can share 3 tips a day. You can share again after',
  newAccountCommentQuota: 'New accounts can post 10 comments a day. You can comment again after',
  duplicateText: 'You already posted this text in the last 24 hours.',
  /** POST /reports past the member's reports of the day (429); `when` is an ISO time. */
  reportQuota: (max: number, newAccount: boolean, when: string) =>
    `${newAccount ? 'New accounts' : 'Members'} can send ${max} ${max === 1 ? 'report' : 'reports'} a day, and moderators read every one. ` +
    `You can report again after ${when}.`,
  moderationHeading: 'Moderation',
  moderationQueue: 'Reports',
  moderationLog: 'Log',
  moderationRoles: 'Moderators',
  moderationEmpty: 'No open reports.',
  moderationDone: 'Done.',
  moderationFailed: 'That did not work. Please try again.',
  blocksHeading: 'Blocked gardeners',
  blocksEmpty: 'You have not blocked anyone.',
  block: 'Block',
  unblock: 'Unblock',
  blocked: 'Blocked. You will no longer see their tips.',
  unblocked: 'Unblocked.',
  /** A member blocked by a gardener asks to follow them (403). */
  followRefused: 'This gardener does not take follows from you.',
} as const;

/** In the field without a signal: the offline line, and the Share button. */
export const OFFLINE_MESSAGES = {
  offline: 'You are offline: showing what this device kept. Liking, sharing and commenting wait for the connection.',
  needsConnection: 'Needs a connection',
  share: 'Share',
  linkCopied: 'Link copied',
  copyFailed: 'The link could not be copied.',
} as const;

/** Texts of the e-mail settings and the unsubscribe page (the e-mails' own words: server/src/features/mail). */
export const MAIL_MESSAGES = {
  settingsHeading: 'E-mail me',
  settingsIntro: 'E-mails go to your verified address only. Each one has a link that stops its kind in one click.',
  kindLabels: {
    reply: 'Replies to my comments',
    comment: 'Comments on my tips',
    trial: '“I tried this” on my tips',
    shared: 'Tips shared by gardeners I follow',
    question: 'Questions I could answer',
    answer: 'Answers to my questions',
    digest: 'This week in my garden (weekly)',
    reminder: 'My reminders due this month (on the 1st)',
    moderation: 'Moderators’ notices about my tips, comments and account',
  },
  digestDayLabel: 'Weekly e-mail on',
  timeZoneLabel: 'My time zone',
  timeZoneInvalid: 'Must be a time zone such as Europe/Lisbon',
  deviceTimeZoneButton: (zone: string) => `Use this device’s (${zone})`,
  settingsSaved: 'E-mail settings saved.',
  settingsFailed: 'Failed to save e-mail settings. Please try again.',
  unsubscribeHeading: 'Stop these e-mails',
  unsubscribeQuestion: (kind: string) => `Stop e-mails about “${kind}”?`,
  unsubscribeButton: 'Stop these e-mails',
  unsubscribed: (kind: string) => `Done: no more e-mails about “${kind}”. You can turn them on again in your settings.`,
  unsubscribeInvalid:
    'This unsubscribe link is not valid or has expired. Sign in and change your e-mail settings instead.',
  unsubscribeSettingsLink: 'Open my e-mail settings',
} as const;
