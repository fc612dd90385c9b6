import { SignOutPage } from '@/features/auth/components/sign-out-page';

export function Component() {
  return <SignOutPage />;
}
