import { NotFoundContent } from '../components/ui/not-found-content';

export function Component() {
  return <NotFoundContent />;
}
