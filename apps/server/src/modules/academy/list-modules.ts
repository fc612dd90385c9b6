import type { TAcademyModuleList } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { loadAcademy } from './load-academy.ts';

/** Every module with the viewer's progress, and the academy's overall figures. */
export async function listModules(db: Db, viewer: Viewer): Promise<TAcademyModuleList> {
  const { modules } = await loadAcademy(db, viewer.id);
  return {
    modules,
    modulesCompleted: modules.filter((module) => module.completed).length,
    modulesTotal: modules.length,
    lessonsCompleted: modules.reduce((sum, module) => sum + module.lessonsCompleted, 0),
    lessonsTotal: modules.reduce((sum, module) => sum + module.lessonsTotal, 0),
  };
}
