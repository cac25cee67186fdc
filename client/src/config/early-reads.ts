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
