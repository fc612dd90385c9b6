// Server-only (build time): renders the landing route to HTML for the prerendered `/` (ADR 009).
// scripts/prerender-landing.mjs bundles this file with Vite's SSR build, then writes
// dist/landing.html from the built landing.html template and this markup.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { Component as PublicLayout } from '@/app/layouts/public-layout';
import { Component as LandingRoute } from '@/app/routes/landing';

/** Where the markup goes in landing.html. */
export const LANDING_OUTLET = '<!--static-landing-->';

/**
 * The SPA's markup for `/`: the same public layout and landing route modules that
 * `app/router.tsx` lazy-loads, under a static router at `/`, so NavLink computes the header's
 * current entries exactly as in the browser. The root layout is left out: the landing page is
 * not hydrated (its only script is the phone menu), so its navigation bar, scroll restoration
 * and error page would be markup with nothing behind it.
 */
export function renderLandingMarkup(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<LandingRoute />} />
          </Route>
        </Routes>
      </StaticRouter>
    </StrictMode>,
  );
}

/** The built landing.html template with the landing's markup in its outlet. */
export function renderLandingDocument(template: string): string {
  if (!template.includes(LANDING_OUTLET)) {
    throw new Error(`landing.html has no ${LANDING_OUTLET} outlet for the prerendered markup.`);
  }
  const markup = renderLandingMarkup();
  return template.replace(LANDING_OUTLET, () => markup);
}
