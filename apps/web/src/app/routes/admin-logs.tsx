import { AdminLogsPage } from '@/features/admin/components/admin-logs-page';

/** /admin/logs: the admin layout's guard applies the route table (adminLogs: admins). */
export function Component() {
  return <AdminLogsPage />;
}
