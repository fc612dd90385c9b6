import { AdminGoalsPage } from '@/features/admin/components/admin-goals-page';

/** /admin/objetivos: the admin layout's guard applies the route table (adminGoals: admins and consultants). */
export function Component() {
  return <AdminGoalsPage />;
}
