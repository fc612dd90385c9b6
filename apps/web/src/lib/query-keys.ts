/**
 * Query keys, one factory per entity (ARCHITECTURE.md §Conventions 6). Every key starts with
 * its entity so a mutation can invalidate the whole entity with `queryKeys.<entity>.all`.
 * Features add their entity here as they arrive.
 */
export const queryKeys = {
  health: {
    all: ['health'] as const,
    ready: () => [...queryKeys.health.all, 'ready'] as const,
  },
  /** Who is signed in (GET /api/me). */
  session: {
    all: ['session'] as const,
    current: () => [...queryKeys.session.all, 'current'] as const,
  },
  /** The signed-in person's active sessions (GET /api/me/sessions). */
  sessions: {
    all: ['sessions'] as const,
    list: () => [...queryKeys.sessions.all, 'list'] as const,
  },
  /** Suitability questionnaires with their versions (GET /api/suitability/questionnaires). */
  questionnaires: {
    all: ['questionnaires'] as const,
    list: () => [...queryKeys.questionnaires.all, 'list'] as const,
  },
  /** The partner broker catalogue (GET /api/brokers). */
  brokers: {
    all: ['brokers'] as const,
    list: () => [...queryKeys.brokers.all, 'list'] as const,
  },
  /** The investor's suitability records (GET /api/suitability/history). */
  suitability: {
    all: ['suitability'] as const,
    history: () => [...queryKeys.suitability.all, 'history'] as const,
  },
  /** The investor's recommended portfolios (GET /api/recommendations). */
  recommendations: {
    all: ['recommendations'] as const,
    list: () => [...queryKeys.recommendations.all, 'list'] as const,
  },
} as const;
