import type { ReactNode } from 'react';
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

/**
 * Deleting asks first: nothing is removed until the destructive button is confirmed. The
 * dialog stays open until the server answers, so a failure is shown where it happened; on
 * success it closes and toasts. The outcome is handled on the promise, not on a mutation
 * observer's callbacks, because the row that opened the dialog may disappear with the
 * refreshed list. Pages load it when it first opens, through confirm-delete-dialog.tsx.
 */
export function ConfirmDeleteAlertDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  onDeleted,
  success,
  failureTitle,
  dismissLabel = 'Cancelar',
  pendingLabel = 'Excluindo...',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Excluir objetivo?' */
  title: string;
  /** What goes, and what changes because of it. */
  description: ReactNode;
  /** 'Excluir objetivo' */
  confirmLabel: string;
  /** The deletion is in flight: both buttons wait. */
  pending: boolean;
  onConfirm: () => Promise<unknown>;
  /** After the success toast, e.g. to move the focus once the row is gone. */
  onDeleted?: () => void;
  success: { title: string; description: string };
  failureTitle: string;
  /** The button that closes without doing it: 'Voltar' where "cancel" is the action itself. */
  dismissLabel?: string;
  /** The confirm button while the server works: 'Desativando...' where nothing is deleted. */
  pendingLabel?: string;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{dismissLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            onClick={(event) => {
              event.preventDefault();
              onConfirm().then(
                () => {
                  onOpenChange(false);
                  onDeleted?.();
                  toastSuccess(success);
                },
                (error: unknown) =>
                  toastError({ title: failureTitle, description: errorMessage(error) }),
              );
            }}
          >
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
