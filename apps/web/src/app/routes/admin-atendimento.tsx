import { WorkspacePage } from '@/features/chat/components/workspace-page';

/** /admin/atendimento: consultants and admins (the admin layout's guard, chatStaff). */
export function Component() {
  return <WorkspacePage />;
}
