import { UserRoundSearch } from 'lucide-react';
import { CHAT_MESSAGES } from '@algoone/contracts';
import { Button, type ButtonProps } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { useCreateReviewRequest } from '../api/create-review-request';

/**
 * 'Solicitar revisão humana' of an automated recommendation (LGPD art. 20): a typed request
 * the consultant sees as such in the conversation.
 */
export function HumanReviewButton(props: ButtonProps) {
  const create = useCreateReviewRequest();
  return (
    <Button
      variant="outline"
      size="sm"
      {...props}
      busy={create.isPending}
      onClick={() =>
        create.mutateAsync({ kind: 'human_review' }).then(
          () =>
            toastSuccess({
              title: CHAT_MESSAGES.reviewSentTitle,
              description: 'Um consultor vai revisar a recomendação e responder no chat.',
            }),
          (error: unknown) =>
            toastError({ title: 'Pedido não enviado', description: errorMessage(error) }),
        )
      }
    >
      <UserRoundSearch aria-hidden="true" />
      Solicitar revisão humana
    </Button>
  );
}
