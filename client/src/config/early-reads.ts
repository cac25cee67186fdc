/**
 * The API reads a public page's loader makes on a first visit that index.html starts itself,
 * in parallel with the JavaScript, instead of after it (vite.config.ts writes them into its
 * inline script; lib/api-client.ts hands an answer over to the loader's own call of the same
 * address, once, during the first page load only). Keys are patterns of the page's path (the
 * page's address has no query); values are API paths exactly as the loader asks for them
 * (src/routes/early-reads.test.ts checks that they still are).
 */
export const EARLY_API_READS: Record<string, string[]> = {
  '^/browserTips$': ['/gardenTips?availability=Public&limit=20'],
  '^/explore$': ['/allGardeners'],
};

/**
 * A member's first read of a protected page, started by index.html the same way but as the
 * member: with the ID token the Firebase SDK kept in this browser, when it is still fresh, for
 * a browser whose member hint says someone signed in here (src/lib/member-hint.ts). The API
 * checks that token as it checks any; lib/api-client.ts hands the answer only to a call made
 * as the same member. Keys are patterns of the path whose first group is the id; values are
 * the API path with `$1` for it, exactly as the loader asks.
 */
export const MEMBER_EARLY_API_READS: Record<string, string> = {
  '^/tipDetails/([^/]+)$': '/gardenTips/$1',
};
