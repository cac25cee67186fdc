import { data } from 'react-router';
import { NotFoundContent } from '../components/ui/not-found-content';
import type { Route } from './+types/not-found';

/** Any address no route names: the not-found page, answered with HTTP 404 (issue 33), not 200. */
export function loader(_: Route.LoaderArgs) {
  return data(null, { status: 404 });
}

export default function Component() {
  return <NotFoundContent />;
}
