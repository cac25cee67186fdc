// The meta description of each public page: what a search result or a shared link says about
// it. Pages without one have the home page's, the description of the whole site.
export const PAGE_DESCRIPTIONS = {
  home: 'Green Circle is a community of gardeners sharing practical tips on composting, plant care, hydroponics and indoor plants.',
  browseTips:
    'Browse the public gardening tips of the Green Circle community: filter by difficulty or category, or search for a plant.',
  explore: 'Meet the gardeners of Green Circle: growers of every age and background, and the tips they share.',
  login:
    'Sign in to Green Circle to share your gardening tips, like the ones that helped you and tend your garden dashboard.',
  signUp: 'Join Green Circle: create an account to share your gardening tips with a community of growers.',
} as const;
