import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** The only layout in the initial bundle: scroll restoration and a slim navigation bar. */
export function RootLayout() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
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

/** Shown only until the first route's lazy chunks arrive. */
export function BootFallback() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
