import { AdminResearchPage } from '@/features/research/components/admin-research-page';

/** /admin/research: the admin layout's guard applies the product's table (researchStaff: admins and consultants; the server also wants a consultant's CNPI). */
export function Component() {
  return <AdminResearchPage />;
}
