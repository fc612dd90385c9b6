import { useParams } from 'react-router';
import { LessonPage } from '@/features/academy/components/lesson-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { pageHandle } from '@/app/page-handle';

/** /academia/:moduleId/:lessonId: investors only. */
export const handle = pageHandle({ access: { permission: 'investorArea' } });

export function Component() {
  const { moduleId = '', lessonId = '' } = useParams();
  return (
    <RequireAuth rule={handle.access}>
      <LessonPage moduleId={moduleId} lessonId={lessonId} />
    </RequireAuth>
  );
}
