import type { TOnboardingPreviewBody } from '@algoone/contracts';

/**
 * Query keys, one factory per entity (docs/contributing.md, "Web feature"). Every key starts with
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
  /** Step 5's recommendation for the wizard's answers so far (POST /api/onboarding/preview). */
  onboarding: {
    all: ['onboarding'] as const,
    preview: (body: TOnboardingPreviewBody) =>
      [...queryKeys.onboarding.all, 'preview', body] as const,
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
  /** The /dashboard aggregate (GET /api/dashboard), by the cashback broker picked. */
  dashboard: {
    all: ['dashboard'] as const,
    detail: (broker: string | null) => [...queryKeys.dashboard.all, { broker }] as const,
  },
  /** What /carteira shows: holdings, target, drift, net worth history (GET /api/portfolio). */
  portfolio: {
    all: ['portfolio'] as const,
    overview: () => [...queryKeys.portfolio.all, 'overview'] as const,
    /**
     * The simulator's answer for an aporte (POST /api/portfolio/simulate, which saves nothing).
     * Under `portfolio` so that anything changing the holdings or the target re-runs it.
     */
    simulation: (aporteCents: number) =>
      [...queryKeys.portfolio.all, 'simulation', aporteCents] as const,
  },
  /** The investor's aportes (GET /api/contributions), by filters and page. */
  contributions: {
    all: ['contributions'] as const,
    list: (filters: Readonly<Record<string, string | number | undefined>>) =>
      [...queryKeys.contributions.all, 'list', filters] as const,
  },
  /** The investor's cashback: /cashback's overview and the statement by filters. */
  cashback: {
    all: ['cashback'] as const,
    overview: () => [...queryKeys.cashback.all, 'overview'] as const,
    statement: (filters: Readonly<Record<string, string | undefined>>) =>
      [...queryKeys.cashback.all, 'statement', filters] as const,
  },
  /** /admin/cashback: the catalogue with rate histories, and the monthly totals. */
  adminCashback: {
    all: ['admin-cashback'] as const,
    brokers: () => [...queryKeys.adminCashback.all, 'brokers'] as const,
    totals: (filters: Readonly<Record<string, string | undefined>>) =>
      [...queryKeys.adminCashback.all, 'totals', filters] as const,
  },
  /** The investor's goals with their figures, summary and warnings (GET /api/goals). */
  goals: {
    all: ['goals'] as const,
    list: () => [...queryKeys.goals.all, 'list'] as const,
  },
  /** The investor's recommended portfolios (GET /api/recommendations). */
  recommendations: {
    all: ['recommendations'] as const,
    list: () => [...queryKeys.recommendations.all, 'list'] as const,
  },
  /** The investor's XP, level, badges and weekly missions (GET /api/gamification/progress). */
  gamification: {
    all: ['gamification'] as const,
    progress: () => [...queryKeys.gamification.all, 'progress'] as const,
  },
  /** The academy's modules and lessons with the viewer's progress (GET /api/academy/...). */
  academy: {
    all: ['academy'] as const,
    modules: () => [...queryKeys.academy.all, 'modules'] as const,
    module: (moduleId: string) => [...queryKeys.academy.all, 'module', moduleId] as const,
    lesson: (moduleId: string, lessonId: string) =>
      [...queryKeys.academy.all, 'lesson', moduleId, lessonId] as const,
  },
  /** The consultant chat: the investor's conversation, the staff inbox and conversations. */
  chat: {
    all: ['chat'] as const,
    own: () => [...queryKeys.chat.all, 'own'] as const,
    inbox: (filter: string) => [...queryKeys.chat.all, 'inbox', filter] as const,
    conversation: (id: string) => [...queryKeys.chat.all, 'conversation', id] as const,
    client: (id: string) => [...queryKeys.chat.all, 'client', id] as const,
  },
  /** Theo: mode and consent, the investor's conversations, and the admin's provider settings. */
  theo: {
    all: ['theo'] as const,
    status: () => [...queryKeys.theo.all, 'status'] as const,
    conversations: () => [...queryKeys.theo.all, 'conversations'] as const,
    conversation: (id: string) => [...queryKeys.theo.all, 'conversation', id] as const,
    settings: () => [...queryKeys.theo.all, 'settings'] as const,
    usage: () => [...queryKeys.theo.all, 'usage'] as const,
  },
  /** Research: the published reports by filters, and /admin/research's lists. */
  research: {
    all: ['research'] as const,
    list: (filters: Readonly<Record<string, string | number | undefined>>) =>
      [...queryKeys.research.all, 'list', filters] as const,
    admin: (filters: Readonly<Record<string, string | number | undefined>>) =>
      [...queryKeys.research.all, 'admin', filters] as const,
    analysts: () => [...queryKeys.research.all, 'analysts'] as const,
    grants: () => [...queryKeys.research.all, 'grants'] as const,
  },
  /** /admin/usuarios: the list by filters, and one user's detail. */
  adminUsers: {
    all: ['admin-users'] as const,
    list: (filters: Readonly<Record<string, string>>) =>
      [...queryKeys.adminUsers.all, 'list', filters] as const,
    detail: (id: string) => [...queryKeys.adminUsers.all, 'detail', id] as const,
  },
  /** /admin/objetivos by status. */
  adminGoals: {
    all: ['admin-goals'] as const,
    list: (status: string) => [...queryKeys.adminGoals.all, 'list', status] as const,
  },
  /** /admin/carteiras by filters. */
  adminPortfolios: {
    all: ['admin-portfolios'] as const,
    list: (filters: Readonly<Record<string, string>>) =>
      [...queryKeys.adminPortfolios.all, 'list', filters] as const,
  },
  /** /admin/ativos: the securities catalogue by search text. */
  adminSecurities: {
    all: ['admin-securities'] as const,
    list: (q: string) => [...queryKeys.adminSecurities.all, 'list', q] as const,
  },
  /** /admin/security. */
  adminSecurity: {
    all: ['admin-security'] as const,
    /** Emails the outbox gave up on. */
    deadLetters: () => [...queryKeys.adminSecurity.all, 'dead-letters'] as const,
  },
  /** /admin/consultores. */
  adminConsultants: { all: ['admin-consultants'] as const },
  /** /admin/logs by filters. */
  adminAudit: {
    all: ['admin-audit'] as const,
    list: (filters: Readonly<Record<string, string>>) =>
      [...queryKeys.adminAudit.all, 'list', filters] as const,
  },
  /** /admin's figures (GET /api/admin/overview). */
  adminOverview: { all: ['admin-overview'] as const },
  /** /meus-dados and /admin/privacidade. */
  privacy: {
    all: ['privacy'] as const,
    summary: () => [...queryKeys.privacy.all, 'summary'] as const,
    consents: () => [...queryKeys.privacy.all, 'consents'] as const,
    requests: () => [...queryKeys.privacy.all, 'requests'] as const,
    admin: (status: string) => [...queryKeys.privacy.all, 'admin', status] as const,
    incidents: () => [...queryKeys.privacy.all, 'incidents'] as const,
  },
  /** The investor's plan (GET /api/billing/subscription) and a demo checkout. */
  billing: {
    all: ['billing'] as const,
    overview: () => [...queryKeys.billing.all, 'overview'] as const,
    entitlements: () => [...queryKeys.billing.all, 'entitlements'] as const,
    demoCheckout: (id: string) => [...queryKeys.billing.all, 'demo-checkout', id] as const,
  },
  /** B3 positions: holdings per security, proventos and the IR summary by year (issue #28). */
  positions: {
    all: ['positions'] as const,
    overview: () => [...queryKeys.positions.all, 'overview'] as const,
    /** `null`: the server's default year (the latest with proventos). */
    proventos: (year: number | null) => [...queryKeys.positions.all, 'proventos', year] as const,
    /** `null`: the server's default year (the one being declared, else the latest). */
    irSummary: (year: number | null) => [...queryKeys.positions.all, 'ir-summary', year] as const,
  },
} as const;
