import { TheoSettingsPage } from '@/features/theo/components/theo-settings-page';

/** /admin/theo: the admin layout's guard applies the product's table (adminTheo: admins only). */
export function Component() {
  return <TheoSettingsPage />;
}
