import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// Every page of the product, each its own module (and chunk): the home page never downloads the
// dashboard, the calendar or the tip forms.
export default [
  route('auth/session', 'routes/session.ts'),
  route('share-target', 'routes/share-target.ts'),
  route('photos', 'routes/photos.ts'),
  route('account/export', 'routes/account-export.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  layout('app/layouts/main-layout.tsx', [
    index('routes/home.tsx'),
    route('explore', 'routes/explore.tsx'),
    route('browserTips', 'routes/browse-tips.tsx'),
    route('tipDetails/:id', 'routes/tip-details.tsx'),
    route('gardentip', 'routes/share-tip.tsx'),
    route('mytips', 'routes/my-tips.tsx'),
    route('updateTip/:id', 'routes/update-tip.tsx'),
    route('gardeners/:authorId', 'routes/gardener.tsx'),
    route('plants', 'routes/plants.tsx'),
    route('plants/:slug', 'routes/plant.tsx'),
    route('week', 'routes/week.tsx'),
    route('notifications', 'routes/notifications.tsx'),
    route('unsubscribe/:token', 'routes/unsubscribe.tsx'),
    route('moderation', 'routes/moderation.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('policy', 'routes/policy.tsx'),
    route('auth/login', 'routes/login.tsx'),
    route('auth/signUp', 'routes/sign-up.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('dashboard', 'app/layouts/dashboard-layout.tsx', [
    index('routes/dashboard/overview.tsx'),
    route('all-tips', 'routes/dashboard/all-tips.tsx'),
    route('my-items', 'routes/dashboard/my-items.tsx'),
    route('liked', 'routes/dashboard/liked-tips.tsx'),
    route('profile', 'routes/dashboard/profile.tsx'),
    route('garden', 'routes/dashboard/garden.ts'),
    route('calendar-feed', 'routes/dashboard/calendar-feed.ts'),
    route('delete-account', 'routes/dashboard/delete-account.tsx'),
    route('my-plants', 'routes/dashboard/my-plants.ts'),
  ]),
] satisfies RouteConfig;
