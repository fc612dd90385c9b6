import { PublicPlansPage } from '@/features/billing/components/public-plans-page';

/** /planos: the plans for anyone (public; /billing stays the signed-in place to subscribe). */
export function Component() {
  return <PublicPlansPage />;
}
