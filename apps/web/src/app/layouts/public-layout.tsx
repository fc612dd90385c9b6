import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';

/**
 * Layout of the public pages: light on purpose, with no data-fetching or toast providers. The
 * signed-in layout reuses it and adds its own header actions and a notice above the page.
 */
export function Component({
  headerActions,
  notice,
}: { headerActions?: ReactNode; notice?: ReactNode } = {}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader actions={headerActions} />
      {/* At least a screen tall, so the footer starts below the fold: while a signed-in page
          loads its data, the footer no longer shows and then jumps down (layout shift). */}
      <main id="conteudo" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {notice}
        <Breadcrumbs className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 lg:px-8" />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
