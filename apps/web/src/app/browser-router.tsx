import {
  createContext,
  startTransition,
  use,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router';

const PendingLocationContext = createContext<Location | null>(null);

/**
 * Where a navigation in progress goes (its page's code is still loading), or null. The old page
 * stays on screen meanwhile; layouts use this to show a bar or a message instead.
 */
export function usePendingLocation(): Location | null {
  return use(PendingLocationContext);
}

/**
 * The browser's router (docs/decisions/026-server-rendered-pages.md, addendum "Declarative
 * router"): React Router's `<Router>` over the browser's history, without its data router,
 * which this app never used (no loaders or actions) and which weighed 17 KB gzip on every page.
 *
 * A navigation first loads every route module the new address renders, all at once, then moves
 * to it in a transition; meanwhile the current page stays on screen and `usePendingLocation()`
 * names where it is going. Waiting outside React rather than suspending inside it matters for
 * back and forward: React finishes a transition started in `popstate` at once, so a page that
 * suspended there would hold everything, the bar included, until its code arrived.
 */
export function AppBrowserRouter({
  preload,
  children,
}: {
  /** Loads what `pathname` renders (app/router.tsx's `loadRouteModules`). */
  preload: (pathname: string) => Promise<unknown>;
  children: ReactNode;
}) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [current, setCurrent] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [target, setTarget] = useState<Location | null>(null);
  const latest = useRef<Location | null>(null);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        latest.current = location;
        setTarget(location);
        const go = () => {
          // A later navigation took over while this one's code loaded.
          if (latest.current !== location) return;
          startTransition(() => setCurrent({ action, location }));
        };
        // A module that failed to load fails again as the page renders: the error page shows.
        preload(location.pathname).then(go, go);
      }),
    [history, preload],
  );

  return (
    <PendingLocationContext value={target === null || target === current.location ? null : target}>
      <Router location={current.location} navigationType={current.action} navigator={history}>
        {children}
      </Router>
    </PendingLocationContext>
  );
}
