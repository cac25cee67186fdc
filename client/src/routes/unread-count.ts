// The navbar bell's unread count (features/notifications/lib/unread-count.server.ts).
export { unreadCountLoader as loader } from '../features/notifications/lib/unread-count.server';
