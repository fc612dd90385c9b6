import { GOAL_MESSAGES, type TGoal } from '@algoone/contracts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/form-errors';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { useDeleteGoal } from '../api/delete-goal';

/** Deleting asks first; nothing is removed until "Excluir objetivo" is confirmed. */
export function DeleteGoalDialog({
  goal,
  open,
  onOpenChange,
  onDeleted,
}: {
  goal: TGoal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the goal (and its card) is gone. */
  onDeleted: () => void;
}) {
  const remove = useDeleteGoal();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir objetivo?</AlertDialogTitle>
          <AlertDialogDescription>
            O objetivo “{goal.name}” será removido da sua lista. Essa ação não pode ser desfeita. As
            conquistas que você já ganhou continuam suas.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(event) => {
              // Stays open until the server answers. The card (and this dialog) disappears with
              // the refreshed list, so the outcome is handled on the promise, not on callbacks
              // of an observer that may be gone.
              event.preventDefault();
              remove.mutateAsync(goal.id).then(
                () => {
                  onOpenChange(false);
                  onDeleted();
                  toastSuccess({
                    title: GOAL_MESSAGES.deletedTitle,
                    description: GOAL_MESSAGES.deleted,
                  });
                },
                (error: unknown) =>
                  toastError({
                    title: 'Não foi possível excluir o objetivo',
                    description: errorMessage(error),
                  }),
              );
            }}
          >
            {remove.isPending ? 'Excluindo...' : 'Excluir objetivo'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
