import { useParams } from 'react-router';
import { LessonPage } from '@/features/academy/components/lesson-page';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** /academia/:moduleId/:lessonId: investors only. */
export function Component() {
  const { moduleId = '', lessonId = '' } = useParams();
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <LessonPage moduleId={moduleId} lessonId={lessonId} />
    </RequireAuth>
  );
}
