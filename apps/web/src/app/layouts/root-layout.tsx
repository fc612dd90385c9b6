import { Outlet } from 'react-router';
import { useActiveFor } from '@/lib/use-active-for';
import { usePendingLocation } from '../browser-router';
import { ScrollRestoration } from '../scroll-restoration';

/** The only layout in the initial bundle: scroll restoration and a slim navigation bar. */
export function RootLayout() {
  // Shown once a page's code has taken a moment to arrive: one that is there at once never
  // flashes a bar.
  const busy = useActiveFor(usePendingLocation() !== null, 100);
  return (
    <>
      <div
        aria-hidden="true"
        className={
          busy
            ? 'fixed inset-x-0 top-0 z-[60] h-0.5 origin-left animate-nav-progress bg-primary'
            : 'hidden'
        }
      />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
