import { GOAL_MESSAGES, type TGoal } from '@algoone/contracts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
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
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Excluir objetivo?"
      description={`O objetivo “${goal.name}” será removido da sua lista. Essa ação não pode ser desfeita. As conquistas que você já ganhou continuam suas.`}
      confirmLabel="Excluir objetivo"
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync(goal.id)}
      onDeleted={onDeleted}
      success={{ title: GOAL_MESSAGES.deletedTitle, description: GOAL_MESSAGES.deleted }}
      failureTitle="Não foi possível excluir o objetivo"
    />
  );
}
