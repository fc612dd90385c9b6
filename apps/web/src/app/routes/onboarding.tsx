import { useSignUp } from '@/features/auth/api/sign-up';
import { OnboardingPage } from '@/features/onboarding/components/onboarding-page';
import { pageHandle } from '@/app/page-handle';

/**
 * The wizard starts from the tab's own draft (sessionStorage, so a reload keeps the answers),
 * which the server cannot see: rendered there, it would disagree with the browser.
 */
export const handle = pageHandle({ serverRender: false });

/**
 * /onboarding: public until its last step, where a visitor creates the account. The accounts
 * feature's sign-up (with the current Terms and Privacy versions) is handed to the wizard.
 */
export function Component() {
  const signUp = useSignUp();
  return <OnboardingPage createAccount={signUp.mutateAsync} />;
}
