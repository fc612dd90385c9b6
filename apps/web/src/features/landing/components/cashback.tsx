import { ArrowRight, Building2, TriangleAlert, UserRound, Wallet } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { CASHBACK_CLAIMS, SAMPLE_CASHBACK, textOf } from '../content';
import { Container, SectionHeading } from './section';

const FLOW = [
  {
    icon: UserRound,
    title: 'Você investe',
    text: 'Na sua corretora, seguindo o plano.',
  },
  {
    icon: Building2,
    title: 'A corretora nos remunera',
    text: 'Uma parte do que ela ganha (ROE ou rebate).',
  },
  {
    icon: Wallet,
    title: 'Nós repassamos',
    text: 'Essa parte volta para você como cashback.',
  },
];

export function Cashback({ texts }: { texts: Record<string, string> }) {
  return (
    <section
      aria-labelledby="cashback-titulo"
      id="cashback"
      className="scroll-mt-20 bg-secondary/40 py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="cashback-titulo"
          eyebrow="Cashback"
          title="A remuneração das corretoras volta para você"
          description="Corretoras pagam uma parte da receita a quem indica clientes. Em vez de ficar com esse dinheiro, a AlgoOne repassa essa parte a você, todo mês."
        />

        <ol className="mx-auto mt-12 grid max-w-4xl gap-4 md:grid-cols-3 md:gap-10">
          {FLOW.map((step, index) => (
            <li
              key={step.title}
              className="relative flex items-center gap-4 rounded-2xl border bg-card p-5 shadow-xs md:flex-col md:text-center"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                <step.icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">
                  <span className="sr-only">{index + 1}. </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </div>
              {index < FLOW.length - 1 && (
                <ArrowRight
                  className="absolute top-1/2 -right-8 hidden size-5 -translate-y-1/2 text-muted-foreground md:block"
                  aria-hidden="true"
                />
              )}
            </li>
          ))}
        </ol>

        <div className="mt-12 grid items-start gap-8 lg:grid-cols-[1.1fr_1fr]">
          <div className="overflow-hidden rounded-2xl border bg-card shadow-xs">
            <table className="w-full text-left text-sm">
              <caption className="border-b px-4 sm:px-6 py-4 text-left">
                <span className="block text-base font-semibold text-foreground">
                  Cashback estimado por corretora
                </span>
                <span className="mt-1 block text-muted-foreground">
                  Percentual ao ano sobre o patrimônio investido na corretora, pelas taxas em vigor
                  do nosso catálogo: as mesmas de toda estimativa.
                </span>
              </caption>
              <thead className="bg-muted/60 text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 sm:px-6 py-3 font-medium">
                    Corretora
                  </th>
                  <th scope="col" className="px-4 sm:px-6 py-3 text-right font-medium">
                    Até (ao ano)
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {CASHBACK_CLAIMS.map((claim) => (
                  <tr key={claim.broker}>
                    <th scope="row" className="px-4 sm:px-6 py-3.5 font-medium text-foreground">
                      {claim.broker}
                    </th>
                    <td className="px-4 py-3.5 text-right font-semibold whitespace-nowrap text-primary tabular-nums sm:px-6">
                      <span data-figure={`claim-${claim.brokerId}-rate`}>
                        {textOf(texts, `claim-${claim.brokerId}-rate`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <div className="flex flex-col gap-6">
            <div className="rounded-2xl bg-primary p-6 text-primary-foreground shadow-sm sm:p-8">
              <p className="text-sm font-medium text-primary-foreground/85">Exemplo</p>
              <p className="mt-2 text-lg leading-relaxed">
                Com {SAMPLE_CASHBACK.amountLabel} na {SAMPLE_CASHBACK.broker}, a{' '}
                <span data-figure="sample-rate">{textOf(texts, 'sample-rate')}</span> ao ano, o
                cashback estimado é de
              </p>
              <p className="mt-3 text-4xl font-bold tracking-tight tabular-nums">
                <span data-figure="sample-yearly">{textOf(texts, 'sample-yearly')}</span>
                <span className="ml-2 text-base font-medium text-primary-foreground/85">
                  por ano
                </span>
              </p>
              <p className="mt-1 text-sm text-primary-foreground/85">
                cerca de <span data-figure="sample-monthly">{textOf(texts, 'sample-monthly')}</span>{' '}
                por mês
              </p>
            </div>

            <Alert variant="warning" aria-labelledby="cashback-aviso">
              <TriangleAlert aria-hidden="true" />
              <AlertTitle id="cashback-aviso">Importante: entenda o cashback</AlertTitle>
              <AlertDescription>
                <p>
                  O cashback é parte da remuneração que as corretoras pagam à AlgoOne (ROE, ou
                  rebate) e que repassamos a você. Não é rendimento do seu investimento.
                </p>
                <p>
                  Os valores são estimativas: dependem da corretora, dos produtos, do volume
                  investido e das regras de cada corretora, que podem mudar. Não há garantia de
                  valor.
                </p>
                <p>
                  Conforme a Resolução CVM nº 19/2021, informamos que recebemos essa remuneração das
                  corretoras parceiras. Ela não muda a recomendação: a carteira é a mesma em
                  qualquer corretora.
                </p>
              </AlertDescription>
            </Alert>
          </div>
        </div>
      </Container>
    </section>
  );
}
