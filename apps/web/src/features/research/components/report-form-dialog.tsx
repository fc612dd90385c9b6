import { useId, useState, type FormEvent } from 'react';
import { RESEARCH_CATEGORIES, type ResearchCategory } from '@algoone/domain';
import type { TAdminReport, TReportInput } from '@algoone/contracts';
import { CheckboxField, Field, FormAlert, SubmitButton } from '@/components/forms';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, NativeSelect, inputClassName } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { useSaveReport } from '../api/save-report';

interface Signer {
  isAdmin: boolean;
  author: string;
  cnpi: string | null;
}

/** Tags typed as 'Dividendos, Energia'. */
const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * Creates a draft or edits a report. An admin names the author and the analyst's CNPI; a
 * consultant-analyst signs with their own (the server enforces it too).
 */
export function ReportFormDialog({
  open,
  onOpenChange,
  report,
  signer,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  report: TAdminReport | null;
  signer: Signer;
  onSaved: (report: TAdminReport) => void;
}) {
  const id = useId();
  const save = useSaveReport();
  const [form, setForm] = useState(() => ({
    title: report?.title ?? '',
    summary: report?.summary ?? '',
    category: (report?.category ?? 'Ações') as ResearchCategory,
    tags: report?.tags.join(', ') ?? '',
    featured: report?.featured ?? false,
    author: report?.author ?? signer.author,
    analystCnpi: report?.analystCnpi ?? signer.cnpi ?? '',
  }));
  const fields = isApiError(save.error) ? (save.error.fields ?? {}) : {};
  const set = (key: keyof typeof form) => (value: string | boolean) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: TReportInput = {
      title: form.title,
      summary: form.summary,
      category: form.category,
      tags: splitTags(form.tags),
      featured: form.featured,
      author: signer.isAdmin ? form.author : signer.author,
      analystCnpi: signer.isAdmin ? form.analystCnpi : signer.cnpi,
    };
    save.mutate(
      { id: report?.id ?? null, body },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          onOpenChange(false);
        },
      },
    );
  };

  const tagError = Object.entries(fields).find(([key]) => key.startsWith('tags'))?.[1];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{report ? 'Editar relatório' : 'Novo relatório'}</DialogTitle>
          <DialogDescription>
            {report
              ? 'As mudanças aparecem em /research assim que salvas.'
              : 'O relatório nasce como rascunho; envie o PDF e publique quando estiver pronto.'}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {save.isError && !Object.keys(fields).length && (
            <FormAlert>{errorMessage(save.error)}</FormAlert>
          )}
          <Field id={`${id}-titulo`} label="Título" error={fields.title}>
            {(control) => (
              <Input
                {...control}
                value={form.title}
                onChange={(e) => set('title')(e.target.value)}
              />
            )}
          </Field>
          <Field id={`${id}-resumo`} label="Resumo" error={fields.summary}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                className={cn(inputClassName, 'h-auto')}
                value={form.summary}
                onChange={(e) => set('summary')(e.target.value)}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-categoria`} label="Categoria" error={fields.category}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={form.category}
                  onChange={(e) => set('category')(e.target.value)}
                >
                  {RESEARCH_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field
              id={`${id}-tags`}
              label="Tags"
              error={tagError}
              description="Separadas por vírgula, até 8."
            >
              {(control) => (
                <Input
                  {...control}
                  value={form.tags}
                  onChange={(e) => set('tags')(e.target.value)}
                />
              )}
            </Field>
          </div>
          {signer.isAdmin ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`${id}-autor`} label="Autor" error={fields.author}>
                {(control) => (
                  <Input
                    {...control}
                    value={form.author}
                    onChange={(e) => set('author')(e.target.value)}
                  />
                )}
              </Field>
              <Field
                id={`${id}-cnpi`}
                label="CNPI do analista"
                error={fields.analystCnpi}
                description="Obrigatório para publicar (CVM Res. 20/2021)."
              >
                {(control) => (
                  <Input
                    {...control}
                    placeholder="EM-1234"
                    value={form.analystCnpi}
                    onChange={(e) => set('analystCnpi')(e.target.value)}
                  />
                )}
              </Field>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              Assinado por {signer.author} · CNPI {signer.cnpi}
            </p>
          )}
          <CheckboxField
            id={`${id}-destaque`}
            label="Destaque"
            description="Aparece com o selo 'Destaque' e antes dos demais."
            checked={form.featured}
            onChange={(e) => set('featured')(e.target.checked)}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <SubmitButton busy={save.isPending} busyLabel="Salvando...">
              Salvar
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
