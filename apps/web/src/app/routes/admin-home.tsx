import { AdminHomePage } from '@/features/admin/components/admin-home-page';

export function Component() {
  return <AdminHomePage />;
}
