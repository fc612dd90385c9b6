import { UnauthorizedPage } from '@/features/auth/components/unauthorized-page';

export function Component() {
  return <UnauthorizedPage />;
}
