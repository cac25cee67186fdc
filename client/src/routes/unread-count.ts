import { unreadCountLoader } from '../features/notifications/lib/unread-count.server';
import type { Route } from './+types/unread-count';

// The navbar bell's unread count (features/notifications/lib/unread-count.server.ts).
export const loader = (args: Route.LoaderArgs) => unreadCountLoader(args);
