import { AdminCashbackPage } from '@/features/cashback/components/admin-cashback-page';

/** /admin/cashback: the admin layout's guard applies SPEC's table (adminCashback: admins). */
export function Component() {
  return <AdminCashbackPage />;
}
