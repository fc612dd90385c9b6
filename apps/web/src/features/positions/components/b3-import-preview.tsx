import type { PortfolioCategory } from '@algoone/domain';
import type { TB3ImportPreview, TB3PreviewSecurity } from '@algoone/contracts';
import { FieldError } from '@/components/forms';
import { Label } from '@/components/ui/label';
import { formatBRL, formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import {
  countOf,
  formatDayMonth,
  formatMonth,
  formatQuantity,
  KIND_LABELS,
  securityName,
} from '../lib/display';
import { CategorySelect, CategorySwatch } from './category-parts';

export type SameAporteAnswer = 'sim' | 'nao' | '';

const ACTION_LABELS: Record<TB3PreviewSecurity['action'], string> = {
  create: 'Novo',
  update: 'Atualizado',
  unchanged: 'Sem mudança',
};

/** "Posição de 24/11/2026" or "Movimentação": the file's kind and, when it has one, its day. */
export function previewTitle(preview: TB3ImportPreview): string {
  const kind = KIND_LABELS[preview.kind];
  return preview.fileDate ? `${kind} de ${formatDate(preview.fileDate)}` : kind;
}

function Counts({ preview }: { preview: TB3ImportPreview }) {
  const items = [
    ['A criar', preview.toCreate],
    ['A atualizar', preview.toUpdate],
    ['Sem mudança', preview.unchanged],
    ['Ignoradas', preview.ignoredCount],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border bg-muted/30 p-2.5">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value.toLocaleString('pt-BR')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where each security of a Posição went, and why (the classifier's reason). */
function SecurityLines({ securities }: { securities: TB3PreviewSecurity[] }) {
  return (
    <details open className="group rounded-lg border">
      <summary className="cursor-pointer rounded-lg px-3 py-2.5 text-sm font-semibold">
        Onde cada ativo entrou e por quê ({securities.length})
      </summary>
      <ul aria-label="Ativos do arquivo" className="grid gap-2 border-t p-3">
        {securities.map((security) => (
          <li
            key={`${security.securityKey}|${security.institution}`}
            className="grid gap-0.5 rounded-md bg-muted/30 p-2.5 text-sm"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{security.ticker ?? security.name}</span>
              <span className="font-medium whitespace-nowrap tabular-nums">
                {formatBRL(security.valueCents)}
              </span>
            </div>
            {security.ticker && (
              <span className="text-muted-foreground [overflow-wrap:anywhere]">
                {securityName(security)}
              </span>
            )}
            <span className="text-muted-foreground [overflow-wrap:anywhere]">
              {formatQuantity(security.quantity)} · {security.institution}
            </span>
            <span className="flex flex-wrap items-center gap-x-2">
              {security.category ? (
                <span className="inline-flex items-center gap-1.5 font-medium">
                  <CategorySwatch category={security.category} />
                  {security.category}
                </span>
              ) : (
                <span className="font-medium text-amber-800">Sem classe</span>
              )}
              <span className="text-muted-foreground">— {security.reason}</span>
            </span>
            <span className="text-xs text-muted-foreground">{ACTION_LABELS[security.action]}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function IgnoredLines({ preview }: { preview: TB3ImportPreview }) {
  if (preview.ignoredCount === 0) return null;
  const more = preview.ignoredCount - preview.ignored.length;
  return (
    <details className="rounded-lg border">
      <summary className="cursor-pointer rounded-lg px-3 py-2.5 text-sm font-semibold">
        {countOf(preview.ignoredCount, 'linha ignorada', 'linhas ignoradas')} e o motivo
      </summary>
      <ul aria-label="Linhas ignoradas" className="grid gap-1 border-t p-3 text-sm">
        {preview.ignored.map((line) => (
          <li key={`${line.sheet}|${line.row}`} className="[overflow-wrap:anywhere]">
            <span className="font-medium">
              {line.sheet}, linha {line.row}:
            </span>{' '}
            {line.reason}
          </li>
        ))}
        {more > 0 && <li className="text-muted-foreground">e mais {more}.</li>}
      </ul>
    </details>
  );
}

function CategoryTotals({ preview }: { preview: TB3ImportPreview }) {
  const { totals } = preview;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">Totais por classe</h3>
      <ul aria-label="Totais por classe do arquivo" className="grid gap-1.5 text-sm">
        {totals.byCategory.map((row) => (
          <li key={row.category} className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2">
              <CategorySwatch category={row.category} />
              {row.category}
            </span>
            <span className="font-medium whitespace-nowrap tabular-nums">
              {formatBRL(row.valueCents)}
            </span>
          </li>
        ))}
        {totals.unclassifiedCents > 0 && (
          <li className="flex items-center justify-between gap-3 text-amber-800">
            <span>Sem classe (responda abaixo)</span>
            <span className="font-medium whitespace-nowrap tabular-nums">
              {formatBRL(totals.unclassifiedCents)}
            </span>
          </li>
        )}
        <li className="flex items-center justify-between gap-3 border-t pt-1.5 font-semibold">
          <span>Total</span>
          <span className="tabular-nums">{formatBRL(totals.totalCents)}</span>
        </li>
      </ul>
    </div>
  );
}

/**
 * What an import would do, before anything is written: the counts, the totals by class and each
 * security's class with its reason (Posição), the proventos and the months' aportes
 * (Movimentação), the trades (Negociação), the ignored lines with their reasons, and the
 * questions the investor must answer first.
 */
export function B3ImportPreview({
  preview,
  idPrefix,
  choices,
  onChoice,
  sameAportes,
  onSameAporte,
  showMissing,
}: {
  preview: TB3ImportPreview;
  idPrefix: string;
  choices: Readonly<Record<string, PortfolioCategory | ''>>;
  onChoice: (securityKey: string, category: PortfolioCategory | '') => void;
  sameAportes: Readonly<Record<string, SameAporteAnswer>>;
  onSameAporte: (month: string, answer: SameAporteAnswer) => void;
  /** After a confirm with questions unanswered: each says so next to it. */
  showMissing: boolean;
}) {
  return (
    <div className="grid gap-4" data-testid="previa-b3">
      <div className="grid gap-1">
        <h3 className="text-base font-semibold">{previewTitle(preview)}</h3>
        <p className="text-sm text-muted-foreground">
          {countOf(preview.lineCount, 'linha lida', 'linhas lidas')}. Nada foi gravado ainda.
        </p>
      </div>
      <Counts preview={preview} />

      {preview.unknown.length > 0 && (
        <fieldset className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50/60 p-3">
          <legend className="px-1 text-sm font-semibold text-amber-950">
            Não reconhecemos {preview.unknown.length === 1 ? 'este ativo' : 'estes ativos'}: diga em
            que classe {preview.unknown.length === 1 ? 'ele entra' : 'cada um entra'}
          </legend>
          {preview.unknown.map((security, index) => {
            const id = `${idPrefix}-classe-${index}`;
            const missing = showMissing && !choices[security.securityKey];
            return (
              <div key={security.securityKey} className="grid gap-1.5">
                <Label htmlFor={id} className="[overflow-wrap:anywhere]">
                  Classe de {security.ticker ?? security.name}
                  {security.ticker && (
                    <span className="font-normal text-muted-foreground">
                      {' '}
                      — {securityName(security)}
                    </span>
                  )}
                </Label>
                <CategorySelect
                  id={id}
                  value={choices[security.securityKey] ?? ''}
                  invalid={missing}
                  describedBy={missing ? `${id}-erro` : undefined}
                  onChange={(category) => onChoice(security.securityKey, category)}
                />
                {missing && <FieldError id={`${id}-erro`}>Escolha uma classe.</FieldError>}
              </div>
            );
          })}
        </fieldset>
      )}

      {preview.kind === 'posicao' && (
        <>
          <CategoryTotals preview={preview} />
          {preview.institutions.length > 0 && (
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
              Suas posições nestas instituições passam a ser as do arquivo:{' '}
              {preview.institutions.join('; ')}.
            </p>
          )}
          <SecurityLines securities={preview.securities} />
        </>
      )}

      {preview.kind === 'movimentacao' && (
        <div className="grid gap-3 text-sm">
          <p>
            <span className="font-semibold">
              {countOf(preview.proventos.count, 'provento', 'proventos')}
            </span>{' '}
            (dividendos, JCP e rendimentos) somando{' '}
            <span className="font-semibold">{formatBRL(preview.proventos.totalCents)}</span>.
          </p>
          {preview.aportes.length > 0 && (
            <div className="grid gap-2">
              <h3 className="font-semibold">Aportes dos meses (compras menos vendas liquidadas)</h3>
              <ul aria-label="Aportes do arquivo por mês" className="grid gap-2">
                {preview.aportes.map((aporte) => {
                  const candidate = aporte.manualCandidate;
                  const answer = sameAportes[aporte.month] ?? '';
                  const missing = showMissing && candidate !== null && answer === '';
                  const name = `${idPrefix}-mesmo-${aporte.month}`;
                  return (
                    <li key={aporte.month} className="grid gap-2 rounded-md bg-muted/30 p-2.5">
                      <div className="flex flex-wrap justify-between gap-x-3">
                        <span className="font-medium">{formatMonth(aporte.month)}</span>
                        <span className="tabular-nums">{formatBRL(aporte.netCents)}</span>
                      </div>
                      <span className="text-muted-foreground">
                        {aporte.action === 'exists'
                          ? 'Já registrado de uma importação anterior.'
                          : 'Será registrado como aporte de origem B3.'}
                      </span>
                      {candidate && (
                        <fieldset
                          className={cn('grid gap-1.5', missing && 'text-destructive')}
                          aria-describedby={missing ? `${name}-erro` : undefined}
                        >
                          <legend className="mb-1.5 font-medium text-foreground">
                            É o mesmo aporte que você lançou em{' '}
                            {formatDayMonth(candidate.contributedOn)} de{' '}
                            {formatBRL(candidate.amountCents)}?
                          </legend>
                          <div className="flex flex-wrap gap-x-5 gap-y-1 text-foreground">
                            {(
                              [
                                ['sim', 'Sim, é o mesmo'],
                                ['nao', 'Não, são dois aportes'],
                              ] as const
                            ).map(([value, label]) => (
                              <label key={value} className="flex min-h-9 items-center gap-2">
                                <input
                                  type="radio"
                                  name={name}
                                  value={value}
                                  checked={answer === value}
                                  onChange={() => onSameAporte(aporte.month, value)}
                                  className="size-4 accent-primary"
                                />
                                {label}
                              </label>
                            ))}
                          </div>
                          {missing && (
                            <FieldError id={`${name}-erro`}>Responda sim ou não.</FieldError>
                          )}
                        </fieldset>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </div>
      )}

      {preview.kind === 'negociacao' && (
        <p className="text-sm">
          <span className="font-semibold">
            {countOf(preview.trades.count, 'negociação nova', 'negociações novas')}
          </span>{' '}
          de {countOf(preview.trades.tickers, 'ativo', 'ativos')}: o custo médio desses ativos passa
          a aparecer na sua carteira e no resumo para o IR.
        </p>
      )}

      <IgnoredLines preview={preview} />
    </div>
  );
}
