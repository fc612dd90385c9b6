import { AdminLoginPage } from '@/features/auth/components/admin-login-page';

export function Component() {
  return <AdminLoginPage />;
}
