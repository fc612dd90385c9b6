import { useId, useState, type FormEvent } from 'react';
import { FileUp } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TImportPreview, TImportReport } from '@algoone/contracts';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/form-errors';
import { readFileAsBase64, useCommitImport, usePreviewImport } from '../api/import-credits';
import { FieldMessage, fieldsOf } from './admin-form-fields';
import { ImportPreview } from './import-preview';

/**
 * /admin/cashback's import of a broker's CSV in two steps: check the file (nothing written),
 * then confirm, and read the report of what was created, skipped and refused.
 */
export function ImportPanel() {
  const id = useId();
  const [file, setFile] = useState<{ fileName: string; contentBase64: string } | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [report, setReport] = useState<TImportReport | null>(null);
  const [fileError, setFileError] = useState<string>();
  const check = usePreviewImport();
  const commit = useCommitImport();

  const onChoose = async (chosen: File | undefined) => {
    setPreview(null);
    setReport(null);
    setFileError(undefined);
    setFile(
      chosen ? { fileName: chosen.name, contentBase64: await readFileAsBase64(chosen) } : null,
    );
  };
  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError('Escolha o arquivo CSV da corretora.');
      return;
    }
    check.mutate(file, {
      onSuccess: setPreview,
      onError: (error) =>
        setFileError(fieldsOf(error).file ?? fieldsOf(error).contentBase64 ?? errorMessage(error)),
    });
  };
  const onCommit = () => {
    if (!file) return;
    commit.mutate(file, {
      onSuccess: (result) => {
        setReport(result);
        setPreview(null);
        toast.success('Importação concluída', {
          description: `Criados: ${result.created}.`,
        });
      },
      onError: (error) => setFileError(errorMessage(error)),
    });
  };

  return (
    <SectionCard
      id="importar"
      icon={FileUp}
      title="Importar extrato da corretora (CSV)"
      description="Colunas: email, corretora, mes (mm/aaaa), recebido, repassado e, se quiser, status (previsto, creditado ou estornado). Valores como 1.234,56; separador ; ou ,; UTF-8 ou Latin-1. Primeiro conferimos o arquivo; nada é gravado até você confirmar."
    >
      <form className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end" onSubmit={onPreview}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-arquivo`}>Arquivo CSV</Label>
          <Input
            id={`${id}-arquivo`}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-arquivo-erro` : undefined}
            onChange={(event) => void onChoose(event.target.files?.[0])}
          />
          <FieldMessage id={`${id}-arquivo-erro`} message={fileError} />
        </div>
        <Button type="submit" busy={check.isPending}>
          {check.isPending ? 'Conferindo...' : 'Conferir arquivo'}
        </Button>
      </form>

      {preview && (
        <ImportPreview
          fileName={file?.fileName}
          preview={preview}
          committing={commit.isPending}
          onCommit={onCommit}
          onCancel={() => setPreview(null)}
        />
      )}

      {report && (
        <div className="mt-6 rounded-xl border bg-secondary/50 p-4" role="status">
          <h3 className="font-semibold">Relatório da importação</h3>
          <p className="mt-1 text-sm">
            Criados: {report.created} · já registrados (ignorados): {report.duplicates} ·
            rejeitados: {report.rejected.length} · linhas no arquivo: {report.lineCount}.
          </p>
        </div>
      )}
    </SectionCard>
  );
}
