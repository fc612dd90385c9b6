import { Outlet } from 'react-router';
import { AppProviders } from '../providers';

/** Layout of the signed-in areas: brings TanStack Query, sonner and Radix tooltips. */
export function Component() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
