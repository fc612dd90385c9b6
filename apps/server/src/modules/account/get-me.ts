import {
  PERMISSIONS,
  TWO_FACTOR_REQUIRED_ROLES,
  can,
  type Permission,
  type TMe,
} from '@algoone/contracts';
import type { Viewer } from '../../lib/viewer.ts';

export function getMe(viewer: Viewer): TMe {
  const permissions = (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(viewer.role, p));
  return {
    user: {
      id: viewer.id,
      name: viewer.name,
      email: viewer.email,
      role: viewer.role,
      twoFactorEnabled: viewer.twoFactorEnabled,
    },
    twoFactorSetupRequired:
      TWO_FACTOR_REQUIRED_ROLES.includes(viewer.role) && !viewer.twoFactorEnabled,
    permissions,
  };
}
