import { AdminPrivacyPage } from '@/features/privacy/components/admin-privacy-page';

/** /admin/privacidade: the admin layout's guard applies the route table (privacyAdmin: admins). */
export function Component() {
  return <AdminPrivacyPage />;
}
