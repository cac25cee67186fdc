// The home page's "In season now" (features/seasons/lib/in-season.server.ts).
export { inSeasonLoader as loader } from '../features/seasons/lib/in-season.server';
