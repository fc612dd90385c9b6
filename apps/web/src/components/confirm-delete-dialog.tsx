import { lazyDialog } from '@/components/lazy-dialog';

/**
 * Deleting asks first (confirm-delete-alert-dialog.tsx has the rules). The alert dialog and its
 * toasts load when it first opens, not with the page that offers the deletion (issue #27).
 */
export const ConfirmDeleteDialog = lazyDialog(() =>
  import('./confirm-delete-alert-dialog').then((module) => module.ConfirmDeleteAlertDialog),
);
