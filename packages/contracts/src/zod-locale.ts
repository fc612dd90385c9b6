import { z } from 'zod';

// Zod's default messages are English; every message a person may read is pt-BR.
z.config(z.locales.pt());

export { z };
