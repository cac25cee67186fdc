/** A gardener is active while one of their shared tips is younger than this. */
export const ACTIVE_DAYS = 90;

/** The oldest createdAt that still makes its author active, as stored (ISO text sorts by time). */
export const activeSince = (now: Date) => new Date(now.getTime() - ACTIVE_DAYS * 86_400_000).toISOString();
