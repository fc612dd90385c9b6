import { AdminConsultantsPage } from '@/features/admin/components/admin-consultants-page';

/** /admin/consultores: the admin layout's guard applies the route table (adminConsultants: admins). */
export function Component() {
  return <AdminConsultantsPage />;
}
