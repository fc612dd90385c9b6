import { useState, type FormEvent } from 'react';
import { Download, ScrollText } from 'lucide-react';
import { AUDIT_ACTION_LABELS } from '@algoone/contracts';
import { SectionError } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { auditCsvHref, useAuditLog, type AuditFilters } from '../api/audit';
import { AuditEntry } from './audit-entry';
import { LoadMore } from './load-more';

const EMPTY: AuditFilters = { actor: '', action: '', target: '', result: '', from: '', to: '' };

const FIELDS: { key: keyof AuditFilters; label: string; type?: string; hint?: string }[] = [
  { key: 'actor', label: 'Autor (nome, email ou id)' },
  { key: 'action', label: 'Ação (ou o começo dela)', hint: 'ex.: admin.user_, billing.' },
  { key: 'target', label: 'Alvo (id ou email)' },
  { key: 'from', label: 'De', type: 'date' },
  { key: 'to', label: 'Até', type: 'date' },
];

/** /admin/logs (admins): the audit log, filtered, a page at a time, exportable as CSV. */
export function AdminLogsPage() {
  useDocumentTitle('Logs');
  const [form, setForm] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const fieldErrors = isApiError(log.error) ? log.error.fields : undefined;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({
      ...form,
      actor: form.actor.trim(),
      action: form.action.trim(),
      target: form.target.trim(),
    });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header className="grid gap-2 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">Logs</h1>
        <p className="max-w-2xl text-muted-foreground">
          O registro de auditoria: entradas, falhas e cada ação da equipe. Ele não pode ser
          alterado.
        </p>
      </header>
      <SectionCard
        id="auditoria"
        icon={ScrollText}
        title="Registro de auditoria"
        description="Do mais recente ao mais antigo."
      >
        <form
          onSubmit={apply}
          className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label="Filtros"
        >
          {FIELDS.map((field) => (
            <div key={field.key} className="grid gap-2">
              <Label htmlFor={`log-${field.key}`}>{field.label}</Label>
              <Input
                id={`log-${field.key}`}
                type={field.type ?? 'text'}
                list={field.key === 'action' ? 'acoes-auditoria' : undefined}
                placeholder={field.hint}
                aria-invalid={fieldErrors?.[field.key] ? true : undefined}
                aria-describedby={fieldErrors?.[field.key] ? `log-${field.key}-erro` : undefined}
                value={form[field.key]}
                onChange={(e) => setForm({ ...form, [field.key]: e.target.value })}
              />
              {fieldErrors?.[field.key] && (
                <p id={`log-${field.key}-erro`} className="text-sm text-destructive">
                  {fieldErrors[field.key]}
                </p>
              )}
            </div>
          ))}
          <datalist id="acoes-auditoria">
            {Object.entries(AUDIT_ACTION_LABELS).map(([code, label]) => (
              <option key={code} value={code} label={label} />
            ))}
          </datalist>
          <div className="grid gap-2">
            <Label htmlFor="log-result">Resultado</Label>
            <NativeSelect
              id="log-result"
              value={form.result}
              onChange={(e) =>
                setForm({ ...form, result: e.target.value as AuditFilters['result'] })
              }
            >
              <option value="">Todos</option>
              <option value="success">Sucesso</option>
              <option value="failure">Falha</option>
            </NativeSelect>
          </div>
          <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-3">
            <Button type="submit">Filtrar</Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setForm(EMPTY);
                setFilters(EMPTY);
              }}
            >
              Limpar filtros
            </Button>
            <Button asChild variant="outline">
              <a href={auditCsvHref(filters)} download>
                <Download aria-hidden="true" />
                Exportar CSV
              </a>
            </Button>
          </div>
        </form>
        {log.isError && entries.length === 0 ? (
          <SectionError onRetry={() => void log.refetch()}>{errorMessage(log.error)}</SectionError>
        ) : log.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Carregando...
          </p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma entrada com estes filtros.</p>
        ) : (
          <ol className="grid gap-2" aria-label="Entradas">
            {entries.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
        <LoadMore query={log} what="entradas" />
      </SectionCard>
    </div>
  );
}
