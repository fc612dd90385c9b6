import { useState, type FormEvent } from 'react';
import { Link } from '@/components/link';
import { ArrowDownRight, ArrowUpRight, Calculator, Loader2 } from 'lucide-react';
import { MAX_AMOUNT_CENTS, type TPortfolioOverview } from '@algoone/contracts';
import { TOASTS, centsFromMaskedInput, formatBRL, maskCentsInput } from '@algoone/domain';
import { Field } from '@/components/forms';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { SectionError } from '@/components/page-status';
import { formatShare } from '@/lib/allocation-display';
import { errorMessage } from '@/lib/form-errors';
import { dismissErrorToast, toastError } from '@/lib/spec-toasts';
import { cn } from '@/lib/utils';
import { PlanRequired } from '@/components/plan-required';
import { useEntitlement } from '@/lib/plan';
import { useSimulation } from '../api/simulate-contribution';
import { simulationView, type SimulationView } from '../lib/simulation';

function signedBRL(cents: number): string {
  if (cents > 0) return `+${formatBRL(cents)}`;
  return formatBRL(cents);
}

function Results({ simulation }: { simulation: SimulationView }) {
  return (
    <div className="grid gap-6" aria-live="polite">
      <section aria-labelledby="simulacao-tabela-titulo" className="grid gap-2">
        <h3 id="simulacao-tabela-titulo" className="font-semibold">
          Carteira com o aporte de{' '}
          <span className="whitespace-nowrap">{formatBRL(simulation.aporteCents)}</span>
        </h3>
        <p className="text-sm text-muted-foreground">
          Cada classe levada à sua meta sobre o novo total de {formatBRL(simulation.newTotalCents)}.
        </p>
        <ul aria-label="Simulação por classe" className="grid gap-2 sm:hidden">
          {simulation.split.map((row) => (
            <li key={row.assetClass} className="grid gap-1 rounded-lg border p-3 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="font-semibold">{row.assetClass}</span>
                <span className="text-muted-foreground">
                  % final{' '}
                  <span className="font-semibold text-foreground tabular-nums">
                    {formatShare(row.finalPercent)}
                  </span>
                </span>
              </div>
              <p className="text-muted-foreground tabular-nums">
                {formatBRL(row.currentCents)} → {formatBRL(row.newCents)}
              </p>
              <p
                className={cn(
                  'font-medium tabular-nums',
                  row.differenceCents < 0 && 'text-destructive',
                )}
              >
                Diferença: {signedBRL(row.differenceCents)}
              </p>
            </li>
          ))}
        </ul>
        <div className="hidden sm:block">
          <Table scrollLabel="Tabela da simulação por classe">
            <caption className="sr-only">
              Valor atual, novo valor, diferença e percentual final de cada classe
            </caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Classe</TableHead>
                <TableHead scope="col" className="text-right">
                  Atual
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Novo
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Diferença
                </TableHead>
                <TableHead scope="col" className="text-right">
                  % final
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {simulation.split.map((row) => (
                <TableRow key={row.assetClass}>
                  <TableHead scope="row" className="font-medium text-foreground">
                    {row.assetClass}
                  </TableHead>
                  <TableCell className="text-right tabular-nums">
                    {formatBRL(row.currentCents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatBRL(row.newCents)}
                  </TableCell>
                  <TableCell
                    className={cn(
                      'text-right font-medium tabular-nums',
                      row.differenceCents < 0 && 'text-destructive',
                    )}
                  >
                    {signedBRL(row.differenceCents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatShare(row.finalPercent)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <section
          aria-labelledby="sugestao-aporte-titulo"
          className="grid content-start gap-2 rounded-lg border bg-secondary/40 p-4"
        >
          <h3 id="sugestao-aporte-titulo" className="font-semibold">
            Sugestão: onde colocar o aporte sem vender nada
          </h3>
          {simulation.contributionFirst.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhuma classe está abaixo da meta.</p>
          ) : (
            <ul className="grid gap-1.5">
              {simulation.contributionFirst.map((row) => (
                <li
                  key={row.assetClass}
                  className="flex items-center justify-between gap-3 text-sm"
                >
                  <span className="flex items-center gap-1.5">
                    <ArrowUpRight className="size-4 text-primary" aria-hidden="true" />
                    Aplicar em {row.assetClass}
                  </span>
                  <span className="grid text-right">
                    <span className="font-semibold whitespace-nowrap tabular-nums">
                      {formatBRL(row.buyCents)}
                    </span>
                    <span className="text-xs whitespace-nowrap text-muted-foreground">
                      fica com {formatShare(row.finalPercent)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="rebalanceamento-titulo"
          className="grid content-start gap-2 rounded-lg border p-4"
        >
          <h3 id="rebalanceamento-titulo" className="font-semibold">
            Rebalanceamento completo
          </h3>
          <p className="text-sm text-muted-foreground">
            O que seria preciso comprar e vender para chegar exatamente à meta.
          </p>
          {simulation.fullRebalance.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nada a mover: a carteira já está na meta.
            </p>
          ) : (
            <ul className="grid gap-1.5">
              {simulation.fullRebalance.map((row) => (
                <li
                  key={row.assetClass}
                  className="flex items-center justify-between gap-3 text-sm"
                >
                  <span className="flex items-center gap-1.5">
                    {row.moveCents > 0 ? (
                      <ArrowUpRight className="size-4 text-primary" aria-hidden="true" />
                    ) : (
                      <ArrowDownRight className="size-4 text-destructive" aria-hidden="true" />
                    )}
                    {row.moveCents > 0 ? 'Comprar' : 'Vender'} {row.assetClass}
                  </span>
                  <span className="font-semibold whitespace-nowrap tabular-nums">
                    {formatBRL(Math.abs(row.moveCents))}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="text-xs text-muted-foreground">
            Vender pode gerar imposto de renda e custos; por isso a sugestão ao lado usa só o
            aporte.
          </p>
        </section>
      </div>
    </div>
  );
}

/**
 * The contribution simulator ("Simular Rebalanceamento"): from an aporte, the wallet's per-class
 * current, new, difference and final % (0% classes dropped), the contribution-first suggestion
 * and what a full rebalance would move. The server computes it (POST /api/portfolio/simulate)
 * on the saved holdings and target, so it answers as the rest of the product would.
 */
export function ContributionSimulator({ overview }: { overview: TPortfolioOverview }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [aporteCents, setAporteCents] = useState<number | null>(null);
  const entitled = useEntitlement('rebalancing');
  const simulation = useSimulation(entitled ? aporteCents : null);
  const { target, holdings } = overview;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const cents = centsFromMaskedInput(text);
    if (!(cents > 0) || cents > MAX_AMOUNT_CENTS) {
      setError(cents > 0 ? 'Valor alto demais.' : 'Informe um valor maior que zero.');
      setAporteCents(null);
      toastError(TOASTS.invalidValue);
      return;
    }
    setError(undefined);
    dismissErrorToast(TOASTS.invalidValue.title);
    setAporteCents(cents);
  };

  return (
    <Card role="region" aria-labelledby="simulador-titulo" id="simulador" tabIndex={-1}>
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle id="simulador-titulo" className="flex items-center gap-2">
          <Calculator className="size-5 text-primary" aria-hidden="true" />
          Simular aporte e rebalanceamento
        </CardTitle>
        <CardDescription>
          Veja como um novo aporte aproxima sua carteira da recomendada.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6">
        {entitled === false ? (
          <PlanRequired entitlement="rebalancing">
            Veja como cada aporte aproxima sua carteira da recomendada, sem vender nada.
          </PlanRequired>
        ) : !target ? (
          <p className="text-sm text-muted-foreground">
            {overview.profileGate.message}{' '}
            <Link to="/perfil" className="font-semibold text-primary underline">
              Ir para o perfil
            </Link>
          </p>
        ) : (
          <>
            <form
              noValidate
              onSubmit={onSubmit}
              className="flex flex-col gap-3 sm:flex-row sm:items-start"
            >
              <Field
                id="simulador-valor"
                label="Valor do aporte (R$)"
                error={error}
                className="flex-1 sm:max-w-xs"
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="0,00"
                    value={text}
                    onChange={(event) => {
                      setText(maskCentsInput(event.target.value));
                      if (error) setError(undefined);
                    }}
                  />
                )}
              </Field>
              <Button type="submit" className="sm:mt-7" disabled={simulation.isFetching}>
                {simulation.isFetching ? (
                  <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : (
                  <Calculator aria-hidden="true" />
                )}
                {simulation.isFetching ? 'Simulando...' : 'Simular'}
              </Button>
            </form>
            {!holdings.recorded && (
              <p className="text-sm text-muted-foreground">
                Sem carteira atual registrada, a simulação parte de R$ 0,00 em cada classe.
              </p>
            )}
            {simulation.isError ? (
              <SectionError onRetry={() => void simulation.refetch()}>
                Não foi possível simular o aporte. {errorMessage(simulation.error)}
              </SectionError>
            ) : (
              simulation.data && <Results simulation={simulationView(simulation.data)} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
