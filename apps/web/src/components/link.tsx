import {
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  createPath,
  parsePath,
  resolvePath,
  UNSAFE_NavigationContext,
  useLocation,
} from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path from the root (`/carteira?aba=1`), or from the page on screen (`?chat=aberto`). */
  to: string;
}

/** Another site's address: a scheme (`https:`, `mailto:`) or `//host`. The browser follows it. */
const ELSEWHERE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A click the app handles itself: the main button, in this tab, without a modifier key. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/**
 * A link to a page of the app (docs/decisions/026-server-rendered-pages.md, "Links"): an `<a>`
 * whose plain click moves the router there, as React Router's `<Link>` does.
 *
 * React Router's resolves every `to` against the routes it is rendered in, for its href and
 * again for its click handler, and serializes the matched routes each time: about 24 µs a link,
 * 17 % of the server's render of a dashboard with 55 links, and as much again on the phone while
 * it hydrates. This app links from the root, but for a few links that only change the query
 * (`?chat=aberto`): those are resolved against the address on screen, which for them is the
 * same thing. A relative path (`..`, `outra`) would be resolved against the address too, not
 * against the routes as React Router's would; the app has none. An address of this site
 * written in full (`https://…`) is left to the browser, which loads the page.
 *
 * A click on the page the person is on replaces the history entry instead of adding one, as
 * React Router's does. Another site's address is left to the browser.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, onClick, target, children, ...rest },
  ref,
) {
  // useLocation first: outside a router it is the one that says so.
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const elsewhere = ELSEWHERE.test(to);
  const href =
    elsewhere || to.startsWith('/') ? to : createPath(resolvePath(to, location.pathname));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (elsewhere || event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    const path = parsePath(href);
    if (createPath(location) === createPath(path)) navigator.replace(path);
    else navigator.push(path);
  };
  return (
    <a {...rest} href={href} onClick={handleClick} ref={ref} target={target}>
      {children}
    </a>
  );
});

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on this exact address, not on the pages under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
}

/**
 * A `Link` that knows whether it leads to the page on screen (or to one under it, unless `end`):
 * it then carries `aria-current="page"`, and its class and content may depend on it, as with
 * React Router's `<NavLink>` (letter case ignored, as there).
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, className, children, ...rest },
  ref,
) {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  const target = resolvePath(to, pathname).pathname.toLowerCase();
  const base = target !== '/' && target.endsWith('/') ? target.slice(0, -1) : target;
  const isActive =
    here === target || (!end && here.startsWith(base) && here.charAt(base.length) === '/');
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : // React Router's adds `active` to a fixed class, and so the same markup does here.
            [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
});
