import type { TAcademyModuleDetail } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { notFound } from '../../lib/app-error.ts';
import { loadAcademy } from './load-academy.ts';

export const MODULE_NOT_FOUND = 'Módulo não encontrado.';

/** One module and its lessons, with the viewer's progress. */
export async function getModule(
  db: Db,
  viewer: Viewer,
  moduleId: string,
): Promise<TAcademyModuleDetail> {
  const { modules, lessons } = await loadAcademy(db, viewer.id, moduleId);
  const module = modules[0];
  if (!module) throw notFound(MODULE_NOT_FOUND);
  return { module, lessons: lessons.get(module.id) ?? [] };
}
