import { toast } from '@/lib/toast';
import { SUCCESS_TOAST_DURATION_MS, type ToastMessage } from '@algoone/domain';

/** docs/product.md §8's success toasts: title and description, shown for 3 s. */
export function toastSuccess(message: ToastMessage): void {
  toast.success(message.title, {
    description: message.description || undefined,
    duration: SUCCESS_TOAST_DURATION_MS,
  });
}

/**
 * docs/product.md §5's validation toasts ('Valor inválido', 'Campos obrigatórios'). One per title:
 * a repeated mistake updates the toast on screen instead of stacking another.
 */
export function toastError(message: ToastMessage): void {
  toast.error(message.title, {
    id: `erro:${message.title}`,
    description: message.description || undefined,
  });
}

/** Takes a validation toast away once the mistake is fixed. */
export function dismissErrorToast(title: string): void {
  toast.dismiss(`erro:${title}`);
}
