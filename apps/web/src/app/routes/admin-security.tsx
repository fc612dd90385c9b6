import { AdminSecurityPage } from '@/features/admin/components/admin-security-page';

/** /admin/security: the admin layout's guard applies the route table (adminSecurity: admins). */
export function Component() {
  return <AdminSecurityPage />;
}
