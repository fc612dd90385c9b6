// /admin/logs (issue #18): the audit log, filtered, paged and exported.
import { ZCalendarDay } from './portfolio.ts';
import { z } from './zod-locale.ts';

export const ADMIN_AUDIT_ROUTES = {
  list: '/api/admin/audit',
  csv: '/api/admin/audit.csv',
} as const;

export const ADMIN_AUDIT_PAGE_SIZE = 50;
/** The CSV carries at most this many rows (the newest first); narrow the filters for more. */
export const ADMIN_AUDIT_CSV_MAX = 10_000;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .optional()
    .transform((value) => value || undefined);

// A real calendar day: '2026-02-30' is refused here, not by the database.
const day = ZCalendarDay.optional();

export const ZAuditQuery = z.object({
  /** Who acted: part of a name or email, or an id. */
  actor: text(100),
  /** An action, or its prefix ('billing.' for every billing action). */
  action: text(60),
  /** What was acted on: an id, or a person's email. */
  target: text(100),
  result: z.enum(['success', 'failure'], { error: 'Resultado inválido.' }).optional(),
  from: day,
  to: day,
  /** The id the previous page ended at. */
  before: z.coerce
    .number({ error: 'Cursor inválido.' })
    .int('Cursor inválido.')
    .positive('Cursor inválido.')
    .max(Number.MAX_SAFE_INTEGER, 'Cursor inválido.')
    .optional(),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  result: z.enum(['success', 'failure']),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  actorId: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  next: z.number().int().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
