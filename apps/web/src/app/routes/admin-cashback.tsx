import { AdminCashbackPage } from '@/features/cashback/components/admin-cashback-page';

/** /admin/cashback: the admin layout's guard applies the admin route table (docs/product.md §2) (adminCashback: admins). */
export function Component() {
  return <AdminCashbackPage />;
}
