import { config, locales, z } from 'zod';

// Zod's default messages are English; every message a person may read is pt-BR. Called as
// `config`, not `z.config`: the web build treats calls on `z` as pure (apps/web/vite.config.ts),
// and this one is the single call kept for its effect.
// In a browser zod's faster parsers would be compiled with `new Function`, which the page's
// Content-Security-Policy (script-src 'self', ADR 003) refuses: even zod's probe for it is
// reported as a violation (the console, Lighthouse's best practices). There it runs without them;
// the server keeps them.
config({ ...locales.pt(), jitless: typeof document !== 'undefined' });

export { z };
