import { useDeferredValue, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Library, Pencil, Plus } from 'lucide-react';
import {
  ZSecurityCatalogueCreate,
  type TSecurityCatalogueCreate,
  type TSecurityCatalogueEntry,
} from '@algoone/contracts';
import {
  CATALOGUE_KINDS,
  PORTFOLIO_CATEGORIES,
  SUCCESS_TOAST_DURATION_MS,
  formatCnpj,
} from '@algoone/domain';
import { Field, FormAlert, SubmitButton } from '@/components/forms';
import { SectionError } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDocumentTitle } from '@/lib/document-title';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors';
import { formatCount } from '@/lib/format';
import { useSaveSecurity, useSecurities } from '../api/securities';
import { LoadMore } from './load-more';

/** How /admin/ativos names each kind of instrument. */
const KIND_LABELS: Record<(typeof CATALOGUE_KINDS)[number], string> = {
  acao: 'Ação',
  unit: 'Unit',
  fii: 'FII',
  etf: 'ETF',
  bdr: 'BDR',
  tesouro: 'Tesouro Direto',
};

/**
 * /admin/ativos (admins): the catalogue behind the B3 import's classes. Correcting an entry
 * moves every investor's holding of it at once, unless the investor placed it themselves.
 */
export function AdminSecuritiesPage() {
  useDocumentTitle('Ativos');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const securities = useSecurities(q);
  const [editing, setEditing] = useState<TSecurityCatalogueEntry | 'new' | null>(null);
  const first = securities.data?.pages[0];
  const rows = securities.data?.pages.flatMap((page) => page.securities) ?? [];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header className="grid gap-2 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">Ativos</h1>
        <p className="max-w-2xl text-muted-foreground">
          O catálogo que decide a classe dos ativos importados da B3 quando o código não basta (o
          índice de um ETF, por exemplo) e dá o CNPJ do emissor ao resumo para o IR. Uma correção
          vale na hora para as carteiras dos investidores, salvo quando o próprio investidor
          escolheu a classe.
        </p>
      </header>
      <SectionCard
        id="catalogo"
        icon={Library}
        title="Catálogo de ativos"
        description={
          first ? formatCount(first.total, 'ativo encontrado', 'ativos encontrados') : undefined
        }
      >
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="grid gap-2 sm:w-72">
            <Label htmlFor="busca-ativo">Buscar por código ou nome</Label>
            <Input
              id="busca-ativo"
              type="search"
              value={search}
              maxLength={60}
              placeholder="PETR4, Itaú, IPCA…"
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <Button type="button" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Novo ativo
          </Button>
        </div>
        {securities.isError && !securities.data ? (
          <SectionError onRetry={() => void securities.refetch()}>
            {errorMessage(securities.error)}
          </SectionError>
        ) : (
          <ul className="grid gap-2" aria-busy={securities.isFetching}>
            {rows.map((entry) => (
              <li
                key={entry.ticker}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="font-semibold break-words">
                    {entry.ticker} <span className="font-normal">· {entry.name}</span>
                  </p>
                  <p className="flex flex-wrap gap-2 text-sm text-muted-foreground">
                    <Badge variant="secondary">{KIND_LABELS[entry.kind]}</Badge>
                    <Badge variant="outline">{entry.category}</Badge>
                    {entry.indexName && <span>acompanha {entry.indexName}</span>}
                    <span>
                      {entry.issuerCnpj
                        ? `CNPJ ${formatCnpj(entry.issuerCnpj) ?? entry.issuerCnpj}`
                        : 'CNPJ não informado'}
                    </span>
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing(entry)}
                  aria-label={`Corrigir ${entry.ticker}`}
                >
                  <Pencil aria-hidden="true" />
                  Corrigir
                </Button>
              </li>
            ))}
            {securities.isSuccess && rows.length === 0 && (
              <li className="text-sm text-muted-foreground">Nenhum ativo com “{q}”.</li>
            )}
          </ul>
        )}
        <LoadMore query={securities} what="ativos" />
      </SectionCard>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {editing === 'new' ? 'Novo ativo' : `Corrigir ${editing?.ticker ?? ''}`}
            </DialogTitle>
            <DialogDescription>
              A classe vale para as carteiras de quem tem o ativo; o CNPJ aparece no resumo para o
              IR.
            </DialogDescription>
          </DialogHeader>
          {editing !== null && (
            <SecurityForm
              key={editing === 'new' ? 'new' : editing.ticker}
              entry={editing === 'new' ? null : editing}
              onSaved={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function SecurityForm({
  entry,
  onSaved,
}: {
  entry: TSecurityCatalogueEntry | null;
  onSaved: () => void;
}) {
  const save = useSaveSecurity();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TSecurityCatalogueCreate>({
    resolver: zodResolver(ZSecurityCatalogueCreate),
    defaultValues: {
      ticker: entry?.ticker ?? '',
      name: entry?.name ?? '',
      kind: entry?.kind ?? 'acao',
      category: entry?.category ?? 'Ações Brasil',
      indexName: entry?.indexName ?? '',
      issuerCnpj: entry?.issuerCnpj ? (formatCnpj(entry.issuerCnpj) ?? entry.issuerCnpj) : '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = {
      name: values.name,
      kind: values.kind,
      category: values.category,
      indexName: values.indexName || null,
      issuerCnpj: values.issuerCnpj || null,
    };
    try {
      const saved = await save.mutateAsync(
        entry
          ? { mode: 'update', ticker: entry.ticker, body }
          : { mode: 'create', body: { ...body, ticker: values.ticker } },
      );
      toast.success(entry ? 'Ativo corrigido' : 'Ativo incluído', {
        description: `${saved.ticker} entra em ${saved.category}.`,
        duration: SUCCESS_TOAST_DURATION_MS,
      });
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error));
      applyFieldErrors(error, form.setError, [
        'ticker',
        'name',
        'kind',
        'category',
        'indexName',
        'issuerCnpj',
      ]);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      {!entry && (
        <Field id="ativo-codigo" label="Código de negociação" error={errors.ticker?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              required
              aria-required="true"
              placeholder="PETR4"
              {...form.register('ticker')}
            />
          )}
        </Field>
      )}
      <Field id="ativo-nome" label="Nome" error={errors.name?.message}>
        {(control) => (
          <Input {...control} required aria-required="true" {...form.register('name')} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="ativo-tipo" label="Tipo" error={errors.kind?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('kind')}>
              {CATALOGUE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id="ativo-classe" label="Classe" error={errors.category?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('category')}>
              {PORTFOLIO_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field
        id="ativo-indice"
        label="Índice que acompanha (ETFs)"
        error={errors.indexName?.message}
      >
        {(control) => <Input {...control} placeholder="S&P 500" {...form.register('indexName')} />}
      </Field>
      <Field id="ativo-cnpj" label="CNPJ do emissor" error={errors.issuerCnpj?.message}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            placeholder="00.000.000/0000-00"
            {...form.register('issuerCnpj')}
          />
        )}
      </Field>
      <div>
        <SubmitButton busy={save.isPending} busyLabel="Salvando...">
          Salvar
        </SubmitButton>
      </div>
    </form>
  );
}
