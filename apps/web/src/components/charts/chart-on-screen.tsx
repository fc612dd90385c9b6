import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far below the fold a chart starts loading. None: the library is loaded when a chart is
 * actually on screen (issue #21); scrolling to one shows its placeholder for the moment the
 * library takes to arrive (it is cached after the first time, by the browser and the service
 * worker).
 */
const AHEAD = '0px';

/**
 * Renders `children` (a lazily imported chart) only once its place comes near the viewport;
 * until then, and while the chart's code loads, `fallback` holds its place. The chart library is
 * the largest download of the signed-in pages, so it is fetched when a chart is on screen, never
 * for one below the fold (docs/decisions/023-signed-in-speed.md).
 */
export function ChartOnScreen({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, some test environments) charts load at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={place}>{near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}</div>
  );
}
