// Issue 39: every word a person reads comes from the catalogues (client/src/i18n/*.json). This
// rule finds words written straight into a component: JSX text, and the text attributes a person
// reads or hears (aria-label, title, alt, placeholder...). Marks and names that are the same in
// every language (a brand, "404", "·", an e-mail address) are allowed.

/** Attributes whose string value is read by people. */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'alt', 'placeholder', 'label', 'data-tip']);

/** The same in every language. */
const ALLOWED = new Set(['Green Circle', 'Facebook', 'Instagram', 'X', 'Google', 'USDA']);

/** Text with a letter in it that is not an allowed name. */
function isWords(text) {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (trimmed === '' || ALLOWED.has(trimmed)) return false;
  return /\p{L}/u.test(trimmed);
}

export const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'UI words come from the message catalogues (useT), not the component' },
    messages: {
      literal:
        "Words in a component come from the catalogues: t('{{hint}}') with the text in client/src/i18n/en.json and es.json.",
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { hint: text.trim().slice(0, 30) } });
    return {
      JSXText(node) {
        if (isWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && isWords(value.value))
          report(node, value.value);
        if (value.type === 'TemplateLiteral' && value.quasis.some((q) => isWords(q.value.cooked ?? '')))
          report(node, value.quasis[0]?.value.cooked ?? '');
      },
      // {'Some words'} as a child.
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        const { expression } = node;
        if (expression.type === 'Literal' && typeof expression.value === 'string' && isWords(expression.value))
          report(node, expression.value);
      },
    };
  },
};

/**
 * The components already translated: the rule holds them to it, and a screen joins the list
 * when it is translated (issue 39 names the order). The rest is listed as not yet done.
 */
export const TRANSLATED_FILES = [
  'client/src/app/layouts/footer.tsx',
  'client/src/components/ui/language-switch.tsx',
  'client/src/app/layouts/logout-button.tsx',
  'client/src/app/layouts/main-layout.tsx',
  'client/src/app/layouts/mobile-menu.tsx',
  'client/src/app/layouts/nav-items.tsx',
  'client/src/app/layouts/navbar.tsx',
  'client/src/app/layouts/user-menu.tsx',
  'client/src/components/ui/not-found-content.tsx',
  'client/src/features/profile/components/language-panel.tsx',
  'client/src/features/home/components/hero.tsx',
  'client/src/features/home/components/trending-tips.tsx',
  'client/src/features/home/components/featured-gardeners.tsx',
  'client/src/features/home/components/from-followed.tsx',
  'client/src/features/home/components/section-error.tsx',
  'client/src/features/home/components/seasonal-guide.tsx',
  'client/src/features/home/components/experts.tsx',
  'client/src/features/home/components/achievements.tsx',
  'client/src/features/home/components/carousel-slide.tsx',
  'client/src/features/home/components/garden-carousel.tsx',
  'client/src/features/seasons/components/month-strip.tsx',
  'client/src/features/seasons/components/in-season-now.tsx',
  'client/src/routes/home.tsx',
  'client/src/routes/browse-tips.tsx',
  'client/src/routes/explore.tsx',
  'client/src/features/gardeners/components/gardener-search.tsx',
  'client/src/features/gardeners/components/gardener-card.tsx',
  'client/src/features/tips/components/browse-filters.tsx',
  'client/src/features/tips/components/browse-results.tsx',
  'client/src/features/tips/components/load-more.tsx',
  'client/src/features/tips/components/tip-card-grid.tsx',
  'client/src/components/ui/tip-teaser.tsx',
  'client/src/components/ui/choice-options.tsx',
  'client/src/routes/tip-details.tsx',
  'client/src/features/tips/components/tip-details-card.tsx',
  'client/src/features/tips/components/like-button.tsx',
  'client/src/features/tips/components/share-button.tsx',
  'client/src/features/tips/components/tip-author.tsx',
  'client/src/features/tips/components/back-link.tsx',
  'client/src/features/tips/components/tip-details-skeleton.tsx',
  'client/src/features/tips/components/tip-preview-card.tsx',
  'client/src/features/conversation/components/button-or-link.tsx',
  'client/src/features/conversation/components/comment-box.tsx',
  'client/src/features/conversation/components/comment-item.tsx',
  'client/src/features/conversation/components/comment-text.tsx',
  'client/src/features/conversation/components/conversation.tsx',
  'client/src/features/conversation/components/evidence-summary.tsx',
  'client/src/features/conversation/components/evidence.tsx',
  'client/src/features/conversation/components/tip-conversation.tsx',
  'client/src/features/conversation/components/trial-form.tsx',
  'client/src/features/conversation/components/trial-reports.tsx',
  'client/src/routes/unsubscribe.tsx',
  'client/src/routes/login.tsx',
  'client/src/features/auth/components/auth-card.tsx',
  'client/src/features/auth/components/google-button.tsx',
  'client/src/features/auth/components/verify-email-banner.tsx',
  'client/src/routes/notifications.tsx',
  'client/src/features/notifications/components/notification-list.tsx',
  'client/src/features/notifications/components/notification-bell.tsx',
  'client/src/features/notifications/components/notification-settings-form.tsx',
  'client/src/features/mail/components/email-settings-form.tsx',
  'client/src/components/ui/time-ago.tsx',
  'client/src/routes/share-tip.tsx',
  'client/src/routes/update-tip.tsx',
  'client/src/features/tips/components/tip-form.tsx',
  'client/src/components/ui/photo-picker.tsx',
  'client/src/components/ui/photo-field.tsx',
  'client/src/components/ui/month-picker.tsx',
  'client/src/components/ui/plant-type-input.tsx',
  'client/src/components/ui/draft-note.tsx',
  'client/src/routes/my-tips.tsx',
  'client/src/features/tips/components/own-tip-card.tsx',
  'client/src/features/tips/components/own-tips-list.tsx',
  'client/src/routes/gardener.tsx',
  'client/src/features/people/components/gardener-header.tsx',
  'client/src/features/people/components/follow-button.tsx',
  'client/src/components/ui/gardener-facts.tsx',
  'client/src/components/ui/author-chip.tsx',
  'client/src/routes/moderation.tsx',
  'client/src/features/safety/components/moderation-log.tsx',
  'client/src/features/safety/components/moderation-mark.tsx',
  'client/src/features/safety/components/moderation-queue.tsx',
  'client/src/features/safety/components/moderators-panel.tsx',
  'client/src/features/safety/components/report-dialog.tsx',
  'client/src/features/safety/components/report-menu.tsx',
  'client/src/features/safety/components/block-button.tsx',
  'client/src/routes/terms.tsx',
  'client/src/routes/policy.tsx',
  'client/src/components/ui/legal-page.tsx',
  'client/src/app/layouts/dashboard-layout.tsx',
  'client/src/app/layouts/dashboard-sidebar.tsx',
  'client/src/app/layouts/dashboard-topbar.tsx',
  'client/src/app/layouts/navigation-progress.tsx',
  'client/src/components/ui/theme-toggle.tsx',
  'client/src/components/ui/route-error.tsx',
  'client/src/routes/dashboard/overview.tsx',
  'client/src/routes/dashboard/all-tips.tsx',
  'client/src/routes/dashboard/my-items.tsx',
  'client/src/routes/dashboard/liked-tips.tsx',
  'client/src/routes/dashboard/profile.tsx',
  'client/src/routes/dashboard/delete-account.tsx',
  'client/src/features/dashboard/components/all-tips-table.tsx',
  'client/src/features/dashboard/components/difficulty-filter.tsx',
  'client/src/features/dashboard/components/liked-tips-list.tsx',
  'client/src/features/dashboard/components/overview-skeleton.tsx',
  'client/src/features/dashboard/components/profile-card.tsx',
  'client/src/features/dashboard/components/stat-cards.tsx',
  'client/src/features/account/components/your-data-panel.tsx',
  'client/src/features/profile/components/profile-form.tsx',
  'client/src/features/profile/components/profile-dialog.tsx',
  'client/src/features/profile/components/profile-panel.tsx',
  'client/src/features/profile/components/profile-avatar.tsx',
  'client/src/features/profile/components/public-page-panel.tsx',
  'client/src/features/safety/components/blocks-panel.tsx',
  'client/src/routes/sign-up.tsx',
  'client/src/routes/plants.tsx',
  'client/src/routes/plant.tsx',
  'client/src/features/plants/components/my-plant-button.tsx',
  'client/src/features/plants/components/my-plants-panel.tsx',
  'client/src/features/plants/components/plant-evidence.tsx',
  'client/src/features/plants/components/plant-growers.tsx',
  'client/src/features/plants/components/plant-month-strip.tsx',
  'client/src/routes/week.tsx',
  'client/src/features/week/components/week-part.tsx',
  'client/src/features/week/components/week-tip.tsx',
  'client/src/features/seasons/components/tip-season.tsx',
  'client/src/features/seasons/components/reminder-calendar.tsx',
  'client/src/features/seasons/components/reminder-button.tsx',
  'client/src/features/seasons/components/garden-panel.tsx',
  'client/src/features/seasons/components/feed-address.tsx',
  'client/src/features/seasons/components/needs-zone.tsx',
];
