// Dashboard texts beyond the spec's catalogue (which lives in the contract's MESSAGES).
export const DASHBOARD_MESSAGES = {
  noLikedTips: 'You have not liked any tips yet.',
  selectedDate: 'Selected Date',
} as const;
