// The fixed lists and limits of the product. The server validates with them and the
// client renders its selects from them, so the two can never disagree.

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const CATEGORIES = ['Composting', 'Plant Care', 'Vertical Gardening', 'Hydroponics', 'Indoor Plants'] as const;
export type Category = (typeof CATEGORIES)[number];

export const AVAILABILITIES = ['Public', 'Hidden'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** tried: most "worked" reports first. */
export const TIP_SORTS = ['newest', 'likes', 'tried'] as const;
export type TipSort = (typeof TIP_SORTS)[number];

export const LIMITS = {
  titleMax: 120,
  plantTypeMax: 60,
  descriptionMax: 5000,
  urlMax: 2048,
  nameMax: 100,
  emailMax: 254,
  queryMax: 100,
  pageDefault: 20,
  pageMax: 100,
  topLiked: 6,
  featuredGardeners: 8,
  allGardenersMax: 200,
  bodyBytes: 100 * 1024,
  passwordMin: 8,
  imageAltMax: 200,
} as const;

export const LIKE_INCREMENT = 1;

/** Shipped images live under this path on the client's origin (no internet needed). */
export const LOCAL_IMAGE_PREFIX = '/images/';

/** The media type of every 4xx and 5xx body (RFC 9457). */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * How the site's host tells the API whose request it forwards: the visitor's address, believed
 * only beside the secret the two share (HOST_SECRET), so rate limits count per visitor.
 */
export const HOST_HEADERS = { visitorAddress: 'X-Visitor-Address', hostSecret: 'X-Host-Secret' } as const;

/** "I tried this": how it went. */
export const TRIAL_OUTCOMES = ['worked', 'partly', 'failed'] as const;
export type TrialOutcome = (typeof TRIAL_OUTCOMES)[number];

/** The one-tap answers to "Did it work?" of a plan item (issue 58); each is the tip's "I tried this" report of that outcome. */
export const PLAN_OUTCOMES = ['worked', 'partly', 'didnt'] as const;
export type PlanOutcome = (typeof PLAN_OUTCOMES)[number];

export const CONVERSATION_LIMITS = {
  commentMax: 2000,
  trialNoteMax: 500,
  commentsPage: 20,
} as const;

/** The languages the site speaks (issue 39); the first is the default. A member's choice is one of them. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

// Trust and safety's lists and limits (safety.ts builds its schemas from them): zod-free, so a
// page's report dialog reads them without the contract's schemas.

export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const REPORT_KINDS = ['tip', 'comment', 'gardener', 'question', 'answer'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = ['spam', 'harmful', 'harassment', 'off-topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const MODERATION_ACTIONS = ['dismiss', 'hide', 'restore', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const SAFETY_LIMITS = {
  noteMax: 500,
  reasonMax: 500,
  suspendDaysMin: 1,
  suspendDaysMax: 365,
  /** Reports from this many different qualifying members hide a target at once. */
  autoHideReports: 3,
  /** An account younger than this is "new": its reports do not count towards auto-hide, and its brakes are tighter. */
  newAccountHours: 24,
  newAccountTipsPerDay: 3,
  newAccountCommentsPerDay: 10,
} as const;

/** A gardener page's bio, at most (people.ts's bioSchema; the form's maxLength). */
export const BIO_MAX = 280;
