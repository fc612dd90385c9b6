import { as, type Actor } from '../support/actors.ts';
import { signedIn, type ActorName, type MatrixRow } from './types.ts';

const get = (url: string, actor: Actor | null) => ({
  method: 'GET' as const,
  url,
  headers: as(actor),
});

/** The investor's own area: investors get `status`, staff 403, anonymous 401. */
const investorsOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  investorA: status,
  investorB: status,
});

// A real module and lesson of the seeded academy.
const MODULE = 'reserva-de-emergencia';
const LESSON = 'onde-guardar';

export const gamificationRows: MatrixRow[] = [
  {
    // Always the caller's own progress: there is no id to point at someone else's.
    route: 'GET /api/gamification/progress',
    request: ({ actor }) => get('/api/gamification/progress', actor),
    expect: investorsOnly(200),
  },
  {
    route: 'GET /api/academy/modules',
    request: ({ actor }) => get('/api/academy/modules', actor),
    expect: investorsOnly(200),
  },
  {
    route: 'GET /api/academy/modules/:moduleId',
    request: ({ actor }) => get(`/api/academy/modules/${MODULE}`, actor),
    expect: investorsOnly(200),
  },
  {
    route: 'GET /api/academy/modules/:moduleId/lessons/:lessonId',
    request: ({ actor }) => get(`/api/academy/modules/${MODULE}/lessons/${LESSON}`, actor),
    expect: investorsOnly(200),
  },
  {
    // Completes the caller's own lesson; nothing in the request names another investor.
    route: 'POST /api/academy/modules/:moduleId/lessons/:lessonId/complete',
    request: ({ actor }) => ({
      method: 'POST' as const,
      url: `/api/academy/modules/${MODULE}/lessons/${LESSON}/complete`,
      headers: as(actor),
    }),
    expect: investorsOnly(200),
  },
];
