import { as, type Actor } from '../support/actors.ts';
import { completeAnswers, insertProfile, onboardingBody } from '../support/onboarding.ts';
import { everyone, signedIn, type ActorName, type MatrixRow } from './types.ts';

const post = (url: string, payload: object, actor: Actor | null) => ({
  method: 'POST' as const,
  url,
  payload,
  headers: as(actor),
});
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

export const onboardingRows: MatrixRow[] = [
  {
    route: 'GET /api/suitability/questionnaires',
    request: ({ actor }) => get('/api/suitability/questionnaires', actor),
    expect: everyone(200),
  },
  {
    route: 'GET /api/brokers',
    request: ({ actor }) => get('/api/brokers', actor),
    expect: everyone(200),
  },
  {
    route: 'POST /api/onboarding/preview',
    request: ({ actor }) =>
      post(
        '/api/onboarding/preview',
        { questionnaireId: 'rapido-v1', answers: { prazo: 'ate-1-ano' }, patrimonioCents: 100 },
        actor,
      ),
    expect: everyone(200),
  },
  {
    // Each investor saves to their own account; there is no id to point at someone else's.
    route: 'POST /api/onboarding',
    request: ({ actor }) => post('/api/onboarding', onboardingBody(), actor),
    expect: investorsOnly(201),
  },
  {
    route: 'GET /api/onboarding',
    request: ({ actor }) => get('/api/onboarding', actor),
    expect: investorsOnly(200),
  },
  {
    route: 'POST /api/suitability',
    request: ({ actor }) =>
      post(
        '/api/suitability',
        { questionnaireId: 'completo-v1', answers: completeAnswers(2) },
        actor,
      ),
    expect: investorsOnly(201),
  },
  {
    route: 'GET /api/suitability/history',
    request: ({ actor }) => get('/api/suitability/history', actor),
    expect: investorsOnly(200),
  },
  {
    route: 'GET /api/recommendations',
    request: ({ actor }) => get('/api/recommendations', actor),
    expect: investorsOnly(200),
  },
  {
    // Needs a valid profile on file: each actor gets one first (staff are refused anyway).
    route: 'POST /api/recommendations',
    request: async ({ app, actor }) => {
      if (actor?.role === 'investor') await insertProfile(app, actor.id, new Date());
      return post('/api/recommendations', {}, actor);
    },
    expect: investorsOnly(201),
  },
];
