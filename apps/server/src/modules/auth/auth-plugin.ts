import fp from 'fastify-plugin';
import type { Auth } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth, for the use cases that create accounts and links (auth, admin). */
    auth: Auth;
  }
}

/** Makes better-auth reachable as `app.auth` to every plugin registered after this one. */
export default fp<{ auth: Auth }>(
  async (app, options) => {
    app.decorate('auth', options.auth);
  },
  { name: 'auth' },
);
