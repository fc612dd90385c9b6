import { MessageSquareShare } from 'lucide-react';
import { goalDueDate, goalReviewMessage } from '@algoone/domain';
import { CHAT_MESSAGES, type TGoal } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { useCreateReviewRequest } from '../api/create-review-request';

/**
 * A goal's 'Revisar' (docs/product.md): sends the consultant the prefilled text with what is missing and
 * in how many months, as a goal-review request (the server writes the same text from the
 * stored goal); the product's toast shows it.
 */
export function GoalReviewButton({ goal }: { goal: TGoal }) {
  const create = useCreateReviewRequest();
  return (
    <Button
      variant="outline"
      size="sm"
      busy={create.isPending}
      aria-label={`Revisar o objetivo ${goal.name} com o consultor`}
      onClick={() =>
        create.mutateAsync({ kind: 'goal_review', goalId: goal.id }).then(
          () =>
            toastSuccess({
              title: CHAT_MESSAGES.sentTitle,
              description: goalReviewMessage(
                goal.name,
                {
                  targetCents: goal.targetCents,
                  accumulatedCents: goal.accumulatedCents,
                  dueDate: goalDueDate(new Date(goal.createdAt), goal.termMonths),
                },
                new Date(),
              ),
            }),
          (error: unknown) =>
            toastError({ title: 'Mensagem não enviada', description: errorMessage(error) }),
        )
      }
    >
      <MessageSquareShare aria-hidden="true" />
      Revisar
    </Button>
  );
}
