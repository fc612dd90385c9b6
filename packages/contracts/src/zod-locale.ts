import { config, locales, z } from 'zod';

// Zod's default messages are English; every message a person may read is pt-BR. Called as
// `config`, not `z.config`: the web build treats calls on `z` as pure (apps/web/vite.config.ts),
// and this one is the single call kept for its effect.
config(locales.pt());

export { z };
