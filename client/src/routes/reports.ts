// The report dialog's resource route (features/safety/lib/report-action.server.ts).
export { reportAction as action } from '../features/safety/lib/report-action.server';
