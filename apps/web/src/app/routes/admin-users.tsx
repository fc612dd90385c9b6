import { AdminUsersPage } from '@/features/admin/components/admin-users-page';

/** /admin/usuarios: the admin layout's guard applies the route table (adminUsers: admins). */
export function Component() {
  return <AdminUsersPage />;
}
