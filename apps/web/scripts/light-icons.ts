import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LUCIDE_ICON_FILE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
const LUCIDE_FACTORY = '../createLucideIcon.mjs';
const LIGHT_FACTORY = fileURLToPath(
  new URL('../src/components/ui/create-icon.ts', import.meta.url),
);

/**
 * Every lucide icon of the build is made by our `createIcon` (src/components/ui/create-icon.ts)
 * instead of lucide's `createLucideIcon` (docs/decisions/026-server-rendered-pages.md, "Icons").
 * The code keeps importing icons from 'lucide-react' by name, with lucide's types; only the
 * factory that each icon module calls changes, in the client and server-rendering builds alike,
 * so the markup the server writes is the markup the client hydrates.
 *
 * Not in the dev server's pre-bundled dependencies nor in unit tests, which keep lucide's own
 * factory: both draw the same icon (create-icon.test.tsx compares them).
 *
 * When lucide's layout changes and no icon module asks for that factory any more, the build
 * fails instead of quietly going back to the slow one.
 */
export function lightIcons(): Plugin {
  let iconModules = 0;
  let redirected = 0;
  return {
    name: 'algoone:light-icons',
    enforce: 'pre',
    buildStart() {
      iconModules = 0;
      redirected = 0;
    },
    resolveId(source, importer) {
      if (!importer || !LUCIDE_ICON_FILE.test(importer)) return null;
      if (source !== LUCIDE_FACTORY) return null;
      redirected += 1;
      return LIGHT_FACTORY;
    },
    load(id) {
      if (LUCIDE_ICON_FILE.test(id)) iconModules += 1;
      return null;
    },
    buildEnd(error) {
      if (!error && iconModules > 0 && redirected === 0) {
        throw new Error(
          `light-icons: ${iconModules} lucide icons, none of them imports ${LUCIDE_FACTORY}; ` +
            'check lucide-react’s layout (scripts/light-icons.ts).',
        );
      }
    },
  };
}
