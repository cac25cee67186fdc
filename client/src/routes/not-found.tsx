import { data } from 'react-router';
import { NotFoundContent } from '../components/ui/not-found-content';

/** Any address no route names: the not-found page, answered with HTTP 404 (issue 33), not 200. */
export function loader() {
  return data(null, { status: 404 });
}

export default function Component() {
  return <NotFoundContent />;
}
