import { Outlet } from 'react-router';
import { AppProviders } from '../providers';
import { pageHandle } from '../page-handle';
import { meQueryOptions } from '@/lib/session';

/** Every page under this layout reads the session (header, guards). */
export const handle = pageHandle({
  prefetch: (client) => client.prefetchQuery(meQueryOptions()),
});

/** Layout of the signed-in areas: brings TanStack Query and sonner (with the first toast). */
export function Component() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
