import { AdminPortfoliosPage } from '@/features/admin/components/admin-portfolios-page';

/** /admin/carteiras: the admin layout's guard applies the route table (adminPortfolios: admins and consultants). */
export function Component() {
  return <AdminPortfoliosPage />;
}
