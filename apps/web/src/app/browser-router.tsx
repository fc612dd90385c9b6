import {
  createContext,
  use,
  useLayoutEffect,
  useState,
  useTransition,
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
 * A navigation first starts loading every route module the new address renders, all at once,
 * then moves to it in a transition: a page whose code has not arrived suspends, and React keeps
 * the current page on screen until it has.
 */
export function AppBrowserRouter({
  preload,
  children,
}: {
  /** Starts loading what `pathname` renders (app/router.tsx's `loadRouteModules`). */
  preload: (pathname: string) => Promise<unknown>;
  children: ReactNode;
}) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [current, setCurrent] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [target, setTarget] = useState<Location | null>(null);
  const [pending, startTransition] = useTransition();

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // A module that fails to load fails again when the page renders: its error shows there.
        void preload(location.pathname).catch(() => undefined);
        setTarget(location);
        startTransition(() => setCurrent({ action, location }));
      }),
    [history, preload],
  );

  return (
    <PendingLocationContext value={pending ? target : null}>
      <Router location={current.location} navigationType={current.action} navigator={history}>
        {children}
      </Router>
    </PendingLocationContext>
  );
}
