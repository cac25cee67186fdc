import { Outlet } from 'react-router';

// Placeholder: replaced by the real layout.
export function Component() {
  return <Outlet />;
}
