// Keyset paging of the admin lists: the server answers `next`, an opaque cursor (base64url of the
// last row's sort values), and the client sends it back as `after` for the following page.
import { z } from './zod-locale.ts';

export const ZPageCursor = z
  .string()
  .max(400, 'Cursor inválido.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Cursor inválido.');

/** A page's size, from 1 to `max` (the list's own page). */
export const zPageLimit = (max: number) =>
  z.coerce
    .number({ error: 'Tamanho de página inválido.' })
    .int('Tamanho de página inválido.')
    .min(1, 'Tamanho de página inválido.')
    .max(max, 'Tamanho de página inválido.');
