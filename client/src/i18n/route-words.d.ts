// The virtual module of client/scripts/lib/route-words.mjs (its plugin in vite.config.ts).
declare module 'virtual:route-words' {
  /** The keys the root module's imports name: every page draws them. */
  export const SHARED_WORDS: string[];
  /** { pattern: keys } of each page's layout and own modules beyond SHARED_WORDS ('' is the home page). */
  export const PAGE_WORDS: Record<string, string[]>;
}
