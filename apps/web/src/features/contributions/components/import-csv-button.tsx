import { useState } from 'react';
import { Upload } from 'lucide-react';
import { lazyDialog, preloadOnIntent } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';

/**
 * The CSV import dialog, loaded on the first click: with it, Radix's dialog was 13 KB gzip of
 * /carteira's first load (issue #27: dialogs stay out of a page's first load).
 */
const LazyCsvImportDialog = lazyDialog(() =>
  import('./csv-import-dialog').then((module) => module.CsvImportDialog),
);

/** "Importar CSV": the button and its dialog. */
export function ImportCsvButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        {...preloadOnIntent(LazyCsvImportDialog)}
      >
        <Upload aria-hidden="true" />
        Importar CSV
      </Button>
      <LazyCsvImportDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
