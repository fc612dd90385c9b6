import { useSignUp } from '@/features/auth/api/sign-up';
import { OnboardingPage } from '@/features/onboarding/components/onboarding-page';

/**
 * /onboarding: public until its last step, where a visitor creates the account. The accounts
 * feature's sign-up (with the current Terms and Privacy versions) is handed to the wizard.
 */
export function Component() {
  const signUp = useSignUp();
  return <OnboardingPage createAccount={signUp.mutateAsync} />;
}
