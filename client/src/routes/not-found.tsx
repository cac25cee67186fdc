import { NotFoundContent } from '../components/ui/not-found-content';

export default function Component() {
  return <NotFoundContent />;
}
