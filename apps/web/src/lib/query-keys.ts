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
} as const;
