import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { FileUp, History, Loader2 } from 'lucide-react';
import type { PortfolioCategory } from '@algoone/domain';
import { B3_IMPORT_MAX_BYTES, POSITIONS_MESSAGES, type TB3ImportPreview } from '@algoone/contracts';
import { FieldError, FormAlert } from '@/components/forms';
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
import { isApiError } from '@/lib/api';
import { useAchievementToasts } from '@/lib/achievement-toasts';
import { errorMessage } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { toastSuccess } from '@/lib/spec-toasts';
import { cn } from '@/lib/utils';
import { useImportB3File } from '../api/import-b3-file';
import { usePreviewB3Import } from '../api/preview-b3-import';
import { bytesToBase64, countOf } from '../lib/display';
import { B3ImportPreview, previewTitle, type SameAporteAnswer } from './b3-import-preview';

interface ChosenFile {
  fileName: string;
  contentBase64: string;
}

/** The server's message for the file field, else null (the error is not about the file). */
function fileFieldMessage(error: unknown): string | null {
  if (!isApiError(error) || !error.fields) return null;
  return error.fields.file ?? error.fields.contentBase64 ?? error.fields.fileName ?? null;
}

/** How to get the files from B3, in the Área do Investidor's own words. */
function HowTo() {
  return (
    <details className="rounded-lg border bg-muted/30 text-sm">
      <summary className="cursor-pointer rounded-lg px-3 py-2.5 font-semibold">
        Como baixar os arquivos da B3
      </summary>
      <ol className="grid list-decimal gap-1.5 border-t py-3 pr-3 pl-8">
        <li>
          Entre na <span className="font-medium">Área do Investidor</span> da B3
          (investidor.b3.com.br) com sua conta gov.br ou CPF.
        </li>
        <li>
          Abra <span className="font-medium">Extratos</span> e escolha{' '}
          <span className="font-medium">Posição</span>,{' '}
          <span className="font-medium">Movimentação</span> ou{' '}
          <span className="font-medium">Negociação</span>.
        </li>
        <li>Filtre o período que você quer trazer.</li>
        <li>
          Toque em <span className="font-medium">Baixar em Excel</span> e envie aqui o arquivo sem
          alterar.
        </li>
      </ol>
      <p className="border-t px-3 py-2.5 text-muted-foreground [overflow-wrap:anywhere]">
        Os arquivos vêm com nomes como posicao-AAAA-MM-DD-….xlsx, movimentacao-….xlsx e
        negociacao-….xlsx. Comece pela Posição: ela diz o que você tem hoje.
      </p>
    </details>
  );
}

/**
 * "Importar da B3" (issue #28): the investor picks a file from the Área do Investidor, the
 * server reads it and answers what an import would do (nothing written), the investor answers
 * the questions (an unknown security's class, whether a month's aporte is one they typed) and
 * confirms. Loaded only when opened (React.lazy in ImportB3Button), so /carteira's first load
 * carries none of it.
 */
export default function ImportB3Dialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<TB3ImportPreview | null>(null);
  const [choices, setChoices] = useState<Record<string, PortfolioCategory | ''>>({});
  const [sameAportes, setSameAportes] = useState<Record<string, SameAporteAnswer>>({});
  const [showMissing, setShowMissing] = useState(false);
  const check = usePreviewB3Import();
  const importer = useImportB3File();
  // Here, in the part that stays mounted while the dialog is closed: the toasts of the
  // response still show after the dialog closed on success.
  useAchievementToasts(importer.data?.achievements);

  const reset = () => {
    setFile(null);
    setFileError(null);
    setPreview(null);
    setChoices({});
    setSameAportes({});
    setShowMissing(false);
    check.reset();
    importer.reset();
    if (input.current) input.current.value = '';
  };

  const onChoose = async (chosen: File | undefined) => {
    setPreview(null);
    setFileError(null);
    setChoices({});
    setSameAportes({});
    setShowMissing(false);
    check.reset();
    importer.reset();
    if (!chosen) {
      setFile(null);
      return;
    }
    if (chosen.size > B3_IMPORT_MAX_BYTES) {
      setFile(null);
      setFileError(POSITIONS_MESSAGES.fileTooLarge);
      return;
    }
    const next = {
      fileName: chosen.name,
      contentBase64: bytesToBase64(new Uint8Array(await chosen.arrayBuffer())),
    };
    setFile(next);
    check.mutate(
      { ...next, choices: [], sameAportes: [] },
      {
        onSuccess: setPreview,
        onError: (error) => {
          setFileError(fileFieldMessage(error) ?? errorMessage(error));
          input.current?.focus();
        },
      },
    );
  };

  const unanswered = (current: TB3ImportPreview) => [
    ...current.unknown
      .map((security, index) => ({ key: security.securityKey, target: `${id}-classe-${index}` }))
      .filter(({ key }) => !choices[key]),
    ...current.aportes
      .filter((aporte) => aporte.manualCandidate && !sameAportes[aporte.month])
      .map((aporte) => ({ key: aporte.month, target: `${id}-mesmo-${aporte.month}` })),
  ];

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !preview) {
      setFileError(POSITIONS_MESSAGES.fileMissing);
      input.current?.focus();
      return;
    }
    const missing = unanswered(preview);
    if (missing.length > 0) {
      setShowMissing(true);
      const first = missing[0]?.target ?? '';
      (
        document.getElementById(first) ??
        document.querySelector<HTMLElement>(`input[name="${CSS.escape(first)}"]`)
      )?.focus();
      return;
    }
    importer.mutate(
      {
        ...file,
        choices: preview.unknown.flatMap((security) => {
          const category = choices[security.securityKey];
          return category ? [{ securityKey: security.securityKey, category }] : [];
        }),
        sameAportes: preview.aportes.flatMap((aporte) =>
          aporte.manualCandidate && sameAportes[aporte.month] === 'sim'
            ? [{ month: aporte.month, contributionId: aporte.manualCandidate.id }]
            : [],
        ),
      },
      {
        onSuccess: (report) => {
          toastSuccess({
            title: `${previewTitle(preview)} importada`,
            description: [
              countOf(report.created, 'criado', 'criados'),
              countOf(report.updated, 'atualizado', 'atualizados'),
              `${report.unchanged.toLocaleString('pt-BR')} sem mudança`,
              countOf(report.ignored, 'linha ignorada', 'linhas ignoradas'),
            ].join(', '),
          });
          onOpenChange(false);
          reset();
        },
      },
    );
  };

  const status = check.isPending
    ? 'Conferindo o arquivo...'
    : preview
      ? `Arquivo conferido: ${previewTitle(preview)}. Confira e confirme a importação.`
      : '';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent
        className="sm:max-w-2xl max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:content-start max-sm:rounded-none max-sm:border-0"
        onCloseAutoFocus={(event) => {
          // The trigger was rendered outside Radix's own trigger (the dialog is lazy).
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Importar da B3</DialogTitle>
          <DialogDescription>
            Traga suas posições reais da Área do Investidor da B3: Posição (o que você tem),
            Movimentação (proventos e aportes) e Negociação (custo médio). Primeiro conferimos o
            arquivo; nada é gravado até você confirmar.
          </DialogDescription>
        </DialogHeader>
        <HowTo />

        <form noValidate onSubmit={onConfirm} className="grid gap-4">
          <div className="grid gap-2">
            <label htmlFor={`${id}-arquivo`} className="text-sm font-medium">
              Arquivo da B3 (.xlsx)
            </label>
            <input
              ref={input}
              id={`${id}-arquivo`}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${id}-arquivo-erro` : undefined}
              onChange={(event) => void onChoose(event.target.files?.[0])}
              className="block w-full min-w-0 rounded-md border border-input bg-background text-sm file:mr-3 file:border-0 file:bg-secondary file:px-3 file:py-2.5 file:font-medium file:text-secondary-foreground"
            />
            {fileError && <FieldError id={`${id}-arquivo-erro`}>{fileError}</FieldError>}
          </div>

          <p
            role="status"
            aria-live="polite"
            // Once the preview shows, its heading says the same: the sentence stays for screen readers.
            className={cn('flex items-center gap-2 text-sm empty:hidden', preview && 'sr-only')}
          >
            {check.isPending && (
              <Loader2
                className="size-4 animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
            )}
            {status}
          </p>

          {preview?.alreadyImportedAt && (
            <Alert variant="info">
              <History aria-hidden="true" />
              <AlertTitle>
                Este arquivo já foi importado em {formatDate(preview.alreadyImportedAt)}
              </AlertTitle>
              <AlertDescription>
                Importar de novo não muda nada: nenhuma linha é gravada duas vezes.
              </AlertDescription>
            </Alert>
          )}

          {preview && (
            <B3ImportPreview
              preview={preview}
              idPrefix={id}
              choices={choices}
              onChoice={(key, category) => setChoices((all) => ({ ...all, [key]: category }))}
              sameAportes={sameAportes}
              onSameAporte={(month, answer) =>
                setSameAportes((all) => ({ ...all, [month]: answer }))
              }
              showMissing={showMissing}
            />
          )}

          {importer.isError && (
            <FormAlert>
              {fileFieldMessage(importer.error) ?? errorMessage(importer.error)}
            </FormAlert>
          )}

          <DialogFooter className="pt-1">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </DialogClose>
            {preview && (
              <Button type="submit" busy={importer.isPending}>
                <FileUp aria-hidden="true" />
                {importer.isPending ? 'Importando...' : 'Confirmar importação'}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
