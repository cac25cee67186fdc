/**
 * An <Await errorElement> that shows nothing: a section that may stay away when its read fails.
 * Not `null`: React Router's Await takes a missing errorElement (null too) as "let the route's error
 * boundary have it", and the whole page gives way to one optional section.
 */
export const NOTHING = <></>;
