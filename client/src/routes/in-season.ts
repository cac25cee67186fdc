import { inSeasonLoader } from '../features/seasons/lib/in-season.server';
import type { Route } from './+types/in-season';

// The home page's "In season now" (features/seasons/lib/in-season.server.ts).
export const loader = (args: Route.LoaderArgs) => inSeasonLoader(args);
