import { redirect } from 'react-router';
import { paths } from '../config/paths';
import type { Route } from './+types/share-target';

// The manifest's share_target posts a shared photo here. The service worker answers that post
// itself (service-worker.ts keeps the photo for Share a Tip); without one yet (the first moments
// after installing) the post lands here, and Share a Tip opens without the photo.
export const action = (_: Route.ActionArgs) => redirect(paths.shareTip, 303);
export const loader = (_: Route.LoaderArgs) => redirect(paths.shareTip);
