// Dashboard texts beyond the spec's catalogue (which lives in the contract's MESSAGES).
export const DASHBOARD_MESSAGES = {
  noLikedTips: 'You have not liked any tips yet.',
  likeHow: 'Open a tip and press Like to keep it here.',
  browseToLike: 'Browse tips',
} as const;
