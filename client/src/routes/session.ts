import type { ActionFunctionArgs } from 'react-router';
import { sessionAction } from '../lib/session.server';

/** POST: a fresh sign-in's ID token becomes the session cookie; DELETE: it is cleared (lib/session.server.ts). */
export const action = ({ request }: ActionFunctionArgs) => sessionAction(request);
