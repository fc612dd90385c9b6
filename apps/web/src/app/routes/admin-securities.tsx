import { AdminSecuritiesPage } from '@/features/admin/components/admin-securities-page';

/** /admin/ativos: the admin layout's guard applies the route table (adminSecurities: admins). */
export function Component() {
  return <AdminSecuritiesPage />;
}
