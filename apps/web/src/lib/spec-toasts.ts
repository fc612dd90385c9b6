import { toast } from 'sonner';
import { SUCCESS_TOAST_DURATION_MS, type ToastMessage } from '@algoone/domain';

/** SPEC §8's success toasts: title and description, shown for 3 s. */
export function toastSuccess(message: ToastMessage): void {
  toast.success(message.title, {
    description: message.description || undefined,
    duration: SUCCESS_TOAST_DURATION_MS,
  });
}

/** SPEC §5's validation toasts ('Valor inválido', 'Campos obrigatórios'). */
export function toastError(message: ToastMessage): void {
  toast.error(message.title, { description: message.description || undefined });
}
