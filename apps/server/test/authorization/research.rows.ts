import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import {
  researchAnalysts,
  researchGrants,
  researchReportFiles,
  researchReports,
} from '../../src/db/schema/index.ts';
import { as, signUpInvestor, type Actor } from '../support/actors.ts';
import { everyone, signedIn, type ActorName, type Cast, type MatrixRow } from './types.ts';

/**
 * /admin/research: admins, and consultants with a CNPI. In these rows consultant A's has one
 * (recorded before each call) and the other consultant's does not, so they get 403.
 */
const researchStaff = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  consultantOfA: status,
  admin: status,
});
/** Analysts' CNPI and investors' grants: admins only. */
const adminsOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  admin: status,
});

let pdf: Promise<Buffer> | undefined;
function smallPdf(): Promise<Buffer> {
  pdf ??= new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Relatório da matriz de autorização');
    doc.end();
  });
  return pdf;
}

async function makeAnalyst(app: FastifyInstance, cast: Cast) {
  await app.database.db
    .insert(researchAnalysts)
    .values({ userId: cast.consultantOfA.id, cnpi: `EM-${randomInt(10_000_000, 99_999_999)}` })
    .onConflictDoNothing();
}

/** A report the caller may work on (their own; admin's for everyone else), in `status`. */
async function reportFor(
  app: FastifyInstance,
  cast: Cast,
  actor: Actor | null,
  status: 'draft' | 'published',
): Promise<string> {
  await makeAnalyst(app, cast);
  const owner = actor && actor.role !== 'investor' ? actor : cast.admin;
  const [row] = await app.database.db
    .insert(researchReports)
    .values({
      title: 'Relatório da matriz',
      summary: 'Resumo do relatório da matriz de autorização.',
      category: 'Ações',
      author: owner.name,
      analystCnpi: 'EM-1234',
      status,
      publishedAt: status === 'published' ? new Date() : null,
      createdBy: owner.id,
    })
    .returning({ id: researchReports.id });
  const id = (row as { id: string }).id;
  const content = await smallPdf();
  await app.database.db.insert(researchReportFiles).values({
    reportId: id,
    fileName: 'matriz.pdf',
    bytes: content.length,
    pageCount: 1,
    sha256: 'matriz',
    content,
  });
  return id;
}

export const researchRows: MatrixRow[] = [
  {
    route: 'GET /api/research/reports',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/research/reports?q=acoes&category=A%C3%A7%C3%B5es',
      headers: as(actor),
    }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/research/reports/:id/pdf',
    request: async ({ app, cast, actor }) => {
      // Investor A has a staff grant; investor B has no plan (403 RESEARCH_PLAN_REQUIRED).
      await app.database.db
        .insert(researchGrants)
        .values({ userId: cast.investorA.id })
        .onConflictDoNothing();
      const id = await reportFor(app, cast, null, 'published');
      return { method: 'GET', url: `/api/research/reports/${id}/pdf`, headers: as(actor) };
    },
    expect: { ...everyone(200), anonymous: 401, investorB: 403 },
  },
  {
    route: 'GET /api/admin/research/reports',
    request: async ({ app, cast, actor }) => {
      await makeAnalyst(app, cast);
      return { method: 'GET', url: '/api/admin/research/reports', headers: as(actor) };
    },
    expect: researchStaff(200),
  },
  {
    route: 'POST /api/admin/research/reports',
    request: async ({ app, cast, actor }) => {
      await makeAnalyst(app, cast);
      return {
        method: 'POST',
        url: '/api/admin/research/reports',
        headers: as(actor),
        payload: {
          title: 'Novo relatório',
          summary: 'Resumo do novo relatório da matriz.',
          category: 'FIIs',
          author: 'Autora',
        },
      };
    },
    expect: researchStaff(201),
  },
  {
    route: 'PATCH /api/admin/research/reports/:id',
    request: async ({ app, cast, actor }) => ({
      method: 'PATCH',
      url: `/api/admin/research/reports/${await reportFor(app, cast, actor, 'draft')}`,
      headers: as(actor),
      payload: { featured: true },
    }),
    expect: researchStaff(200),
  },
  {
    route: 'PUT /api/admin/research/reports/:id/pdf',
    request: async ({ app, cast, actor }) => ({
      method: 'PUT',
      url: `/api/admin/research/reports/${await reportFor(app, cast, actor, 'draft')}/pdf`,
      headers: { ...as(actor), 'content-type': 'application/pdf' },
      payload: await smallPdf(),
    }),
    expect: researchStaff(200),
  },
  {
    route: 'GET /api/admin/research/reports/:id/pdf',
    request: async ({ app, cast, actor }) => ({
      method: 'GET',
      url: `/api/admin/research/reports/${await reportFor(app, cast, actor, 'draft')}/pdf`,
      headers: as(actor),
    }),
    expect: researchStaff(200),
  },
  {
    route: 'POST /api/admin/research/reports/:id/publish',
    request: async ({ app, cast, actor }) => ({
      method: 'POST',
      url: `/api/admin/research/reports/${await reportFor(app, cast, actor, 'draft')}/publish`,
      headers: as(actor),
    }),
    expect: researchStaff(200),
  },
  {
    route: 'POST /api/admin/research/reports/:id/withdraw',
    request: async ({ app, cast, actor }) => ({
      method: 'POST',
      url: `/api/admin/research/reports/${await reportFor(app, cast, actor, 'published')}/withdraw`,
      headers: as(actor),
    }),
    expect: researchStaff(200),
  },
  {
    route: 'GET /api/admin/research/analysts',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/admin/research/analysts',
      headers: as(actor),
    }),
    expect: adminsOnly(200),
  },
  {
    route: 'PUT /api/admin/research/analysts',
    request: ({ cast, actor }) => ({
      method: 'PUT',
      url: '/api/admin/research/analysts',
      headers: as(actor),
      payload: { email: cast.otherConsultant.email, cnpi: null },
    }),
    expect: adminsOnly(200),
  },
  {
    route: 'GET /api/admin/research/grants',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/admin/research/grants',
      headers: as(actor),
    }),
    expect: adminsOnly(200),
  },
  {
    route: 'POST /api/admin/research/grants',
    request: async ({ app, actor }) => ({
      method: 'POST',
      url: '/api/admin/research/grants',
      headers: as(actor),
      payload: { email: (await signUpInvestor(app, 'Assinante')).email },
    }),
    expect: adminsOnly(200),
  },
  {
    route: 'DELETE /api/admin/research/grants/:userId',
    request: async ({ app, actor }) => {
      const investor = await signUpInvestor(app, 'Ex-assinante');
      await app.database.db.insert(researchGrants).values({ userId: investor.id });
      return {
        method: 'DELETE',
        url: `/api/admin/research/grants/${investor.id}`,
        headers: as(actor),
      };
    },
    expect: adminsOnly(200),
  },
];
