import { AdminTwoFactorPage } from '@/features/admin/components/admin-two-factor-page';

export function Component() {
  return <AdminTwoFactorPage />;
}
