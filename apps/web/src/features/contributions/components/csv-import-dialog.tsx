import { Fragment, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileUp, TriangleAlert } from 'lucide-react';
import { CONTRIBUTIONS_CSV, type TContributionImportReport } from '@algoone/contracts';
import { FormAlert, SubmitButton } from '@/components/forms';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { celebrateAchievements } from '@/lib/achievement-toasts';
import { isNetworkError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { toastSuccess } from '@/lib/spec-toasts';
import { useImportContributions } from '../api/import-contributions';
import { decodeCsvBytes, rejectedLineText } from '../lib/csv-file';

/** A failed request's error is shown by the form (`importer.error`); nothing more to do. */
const shownBelow = () => undefined;

/**
 * Without an answer the investor cannot know whether the file went in: said so, rather than
 * inviting a second upload that would import it twice.
 */
function importErrorMessage(error: unknown): string {
  return isNetworkError(error)
    ? 'A resposta não chegou: o arquivo pode ter sido importado. Confira a lista de aportes antes de enviar de novo.'
    : errorMessage(error);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * CSV import: the file is checked row by row on the server. All valid → imported. Any row
 * rejected → nothing is imported; the report lists each rejected line with its reasons, and
 * the investor either fixes the file or confirms importing only the valid rows. Opened by
 * `ImportCsvButton`, which loads it on first use.
 */
export function CsvImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [report, setReport] = useState<TContributionImportReport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const importer = useImportContributions();
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const isOpen = useRef(open);
  useEffect(() => {
    isOpen.current = open;
  }, [open]);

  const reset = () => {
    setCsv(null);
    setFileName('');
    setReport(null);
    setFileError(null);
    importer.reset();
    if (input.current) input.current.value = '';
  };

  const imported = (result: TContributionImportReport) => {
    // Here, not from the mutation's data: reset() below clears it before React renders it.
    celebrateAchievements(queryClient, result.achievements);
    toastSuccess({
      title: 'Aportes importados',
      description: `${plural(result.imported, 'aporte importado', 'aportes importados')} com sucesso.`,
    });
    onOpenChange(false);
    reset();
  };

  const onFile = async (file: File | undefined) => {
    setReport(null);
    setFileError(null);
    importer.reset();
    if (!file) {
      setCsv(null);
      setFileName('');
      return;
    }
    setFileName(file.name);
    const text = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
    if (text.length > CONTRIBUTIONS_CSV.maxChars) {
      setCsv(null);
      setFileError('Arquivo grande demais: envie no máximo 5.000 linhas de aportes.');
      return;
    }
    setCsv(text);
  };

  const validate = (event: FormEvent) => {
    event.preventDefault();
    if (csv === null) {
      setFileError('Escolha um arquivo CSV.');
      input.current?.focus();
      return;
    }
    // The outcome is handled on the request's own promise, not through the mutation's
    // observer: an import that ends after the dialog went away (a Back gesture) still says so.
    importer.mutateAsync({ csv, mode: 'validate' }).then((result) => {
      if (result.rejected.length === 0 && result.imported > 0) imported(result);
      else if (isOpen.current) setReport(result);
    }, shownBelow);
  };

  const commitValid = () => {
    if (csv === null) return;
    importer.mutateAsync({ csv, mode: 'commit-valid' }).then(imported, shownBelow);
  };

  // A check that finds every row valid imports them: once sent, it cannot be called back, so
  // the dialog stays open until the server answers (or the request gives up, IMPORT_TIMEOUT_MS)
  // and the investor sees what happened.
  const busy = importer.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && busy) return;
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent className="max-w-xl" closeDisabled={busy}>
        <DialogHeader>
          <DialogTitle>Importar aportes de um CSV</DialogTitle>
          <DialogDescription>
            Use o mesmo formato da exportação: colunas{' '}
            {/* One long word otherwise: on a 320 px phone it may break after each separator. */}
            {CONTRIBUTIONS_CSV.columns.map((column, index) => (
              <Fragment key={column}>
                {index > 0 && (
                  <>
                    ;<wbr />
                  </>
                )}
                {column}
              </Fragment>
            ))}
            , separadas por ponto e vírgula, data em dd/mm/aaaa e valor como 1.234,56.
          </DialogDescription>
        </DialogHeader>

        <form noValidate onSubmit={validate} className="grid gap-4">
          <div className="grid gap-2">
            <label htmlFor={inputId} className="text-sm font-medium">
              Arquivo CSV
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${inputId}-erro` : undefined}
              onChange={(event) => void onFile(event.target.files?.[0])}
              className="block w-full rounded-md border border-input bg-background text-sm file:mr-3 file:border-0 file:bg-secondary file:px-3 file:py-2.5 file:font-medium file:text-secondary-foreground"
            />
            {fileError && (
              <p id={`${inputId}-erro`} className="text-sm font-medium text-destructive">
                {fileError}
              </p>
            )}
          </div>

          {importer.isError && <FormAlert>{importErrorMessage(importer.error)}</FormAlert>}
          <p role="status" className="sr-only">
            {busy ? 'Verificando o arquivo. Aguarde a resposta.' : ''}
          </p>

          {report && (
            <div className="grid gap-3" data-testid="relatorio-importacao">
              <Alert variant="warning" role="alert">
                <TriangleAlert aria-hidden="true" />
                <AlertTitle>
                  {report.total === 0
                    ? 'Nenhum aporte encontrado no arquivo'
                    : `${plural(report.rejected.length, 'linha recusada', 'linhas recusadas')} de ${report.total}. Nada foi importado.`}
                </AlertTitle>
                <AlertDescription>
                  <p>
                    {report.valid > 0
                      ? `Corrija o arquivo e envie de novo, ou importe somente as ${plural(report.valid, 'linha válida', 'linhas válidas')}.`
                      : 'Nenhuma linha é válida: corrija o arquivo e envie de novo.'}
                  </p>
                </AlertDescription>
              </Alert>
              {report.rejected.length > 0 && (
                <ul
                  aria-label={`Linhas recusadas de ${fileName}`}
                  // A long report scrolls: reachable by keyboard (axe scrollable-region-focusable).
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the line above
                  tabIndex={0}
                  className="grid max-h-56 gap-1.5 overflow-y-auto rounded-lg border p-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {report.rejected.map((row) => (
                    <li key={row.line} className="wrap-anywhere">
                      {rejectedLineText(row)}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}

          <DialogFooter className="pt-1">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {report ? 'Corrigir o arquivo' : 'Cancelar'}
              </Button>
            </DialogClose>
            {report && report.valid > 0 ? (
              <Button
                type="button"
                busy={busy}
                onClick={commitValid}
                // Its label is long: on a 320 px phone it wraps instead of widening the dialog.
                className="h-auto min-h-10 whitespace-normal"
              >
                <FileUp aria-hidden="true" />
                {busy ? 'Importando...' : `Importar somente as linhas válidas (${report.valid})`}
              </Button>
            ) : (
              !report && (
                <SubmitButton busy={busy} busyLabel="Verificando...">
                  <FileUp aria-hidden="true" />
                  Verificar e importar
                </SubmitButton>
              )
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
