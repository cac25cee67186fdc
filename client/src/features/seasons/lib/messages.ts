// The reminder calendar's texts beyond the spec's catalogue (which lives in the contract's MESSAGES).
export const CALENDAR_MESSAGES = {
  selectedDate: 'Selected Date',
} as const;
