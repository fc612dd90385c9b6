import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppErrorBoundary } from '@/components/app-error-boundary';
import { useActiveFor } from '@/lib/use-active-for';
import { usePendingLocation } from '../browser-router';
import { ScrollRestoration } from '../scroll-restoration';

/**
 * The only layout in the initial bundle: scroll restoration, a slim navigation bar, and the error
 * page for what a page throws while rendering or loading its code (tried again at the next
 * address; the bar and the scroll keep working around it).
 */
export function RootLayout() {
  const { pathname } = useLocation();
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
      <AppErrorBoundary resetKey={pathname}>
        <Outlet />
      </AppErrorBoundary>
      <ScrollRestoration />
      <MarkInteractive />
    </>
  );
}

/**
 * Sets `data-interactive` on <html> once the app owns the page (hydrated, or rendered by the
 * browser): until then a server-rendered button does nothing when tapped. Journeys wait for it
 * (e2e/support/hydration.ts) instead of reading React's internals. Part of the tree the server
 * renders too (it renders nothing): an extra sibling in the browser only would shift every
 * `useId` and the ids in the server's markup would not match the browser's.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}
