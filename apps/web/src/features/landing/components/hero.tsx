import { Link } from '@/components/link';
import { ArrowRight, Check, ChevronDown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Container } from './section';
import {
  LANDING_STAT_KEYS,
  PLAN_TIME_STAT,
  SAMPLE_ALLOCATION,
  SAMPLE_CASHBACK,
  textOf,
} from '../content';

const HERO_POINTS = [
  'Sem custódia: o dinheiro fica na sua corretora',
  'Troque de corretora quando quiser',
  'Refaça seu perfil quando quiser',
];

/**
 * A donut drawn with stroke-dasharray on a circle whose circumference is 100, so each slice's
 * dash is its percentage; the offset starts every slice where the previous one ended, at 12h.
 */
const DONUT_SLICES = SAMPLE_ALLOCATION.map((slice, index) => {
  const before = SAMPLE_ALLOCATION.slice(0, index).reduce((sum, s) => sum + s.percent, 0);
  return { ...slice, offset: (125 - before) % 100 };
});

function AllocationDonut() {
  const label = SAMPLE_ALLOCATION.map((slice) => `${slice.label} ${slice.percent}%`).join(', ');
  return (
    <svg
      viewBox="0 0 42 42"
      className="size-36 shrink-0 sm:size-40"
      role="img"
      aria-label={`Alocação: ${label}`}
    >
      <circle cx="21" cy="21" r="15.915" fill="none" className="stroke-muted" strokeWidth="6" />
      {DONUT_SLICES.map((slice) => (
        <circle
          key={slice.label}
          cx="21"
          cy="21"
          r="15.915"
          fill="none"
          className={slice.strokeClass}
          strokeWidth="6"
          strokeDasharray={`${slice.percent} ${100 - slice.percent}`}
          strokeDashoffset={slice.offset}
        />
      ))}
      <text x="21" y="20.5" textAnchor="middle" className="fill-foreground text-[4px] font-bold">
        Moderado
      </text>
      <text x="21" y="25.5" textAnchor="middle" className="fill-muted-foreground text-[3px]">
        prazo médio
      </text>
    </svg>
  );
}

function HeroIllustration({ texts }: { texts: Record<string, string> }) {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:mx-0">
      <div
        aria-hidden="true"
        className="absolute -inset-6 rounded-[2rem] bg-gradient-to-tr from-teal-400/25 via-emerald-300/10 to-transparent blur-2xl"
      />
      <div className="relative rounded-2xl border border-white/10 bg-card p-5 text-card-foreground shadow-2xl shadow-black/30 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Carteira recomendada
            </p>
            <p className="text-lg font-semibold">Perfil Moderado</p>
          </div>
          <Badge variant="secondary">Exemplo</Badge>
        </div>
        <div className="mt-5 flex flex-col items-center gap-5 sm:flex-row">
          <AllocationDonut />
          <ul className="w-full space-y-2.5 text-sm">
            {SAMPLE_ALLOCATION.map((slice) => (
              <li key={slice.label} className="flex items-center justify-between gap-3">
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className={`size-3 rounded-sm ${slice.swatchClass}`} />
                  {slice.label}
                </span>
                <span className="font-semibold tabular-nums">{slice.percent}%</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-5 rounded-xl bg-secondary/70 p-4">
          <p className="text-xs font-medium text-secondary-foreground">
            Cashback estimado com {SAMPLE_CASHBACK.amountLabel} na {SAMPLE_CASHBACK.broker}
          </p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span className="text-2xl font-bold whitespace-nowrap text-primary tabular-nums">
              <span data-figure="sample-yearly">{textOf(texts, 'sample-yearly')}</span>
            </span>
            <span className="text-sm text-muted-foreground">por ano (estimativa)</span>
          </p>
        </div>
      </div>
      <figcaption className="relative mt-3 text-center text-xs text-teal-50/80 lg:text-left">
        Exemplo ilustrativo de recomendação para o perfil Moderado com prazo médio.
      </figcaption>
    </figure>
  );
}

export function Hero({ texts }: { texts: Record<string, string> }) {
  return (
    <section
      aria-labelledby="hero-titulo"
      className="relative isolate overflow-hidden bg-[oklch(0.27_0.055_195)] text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,oklch(0.55_0.11_175/0.55),transparent),radial-gradient(40rem_30rem_at_0%_110%,oklch(0.45_0.09_200/0.6),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black,transparent)] bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:48px_48px]"
      />
      <Container className="grid grid-cols-[minmax(0,1fr)] items-center gap-12 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pt-24 lg:pb-24">
        <div>
          <Badge variant="inverse" className="max-w-full px-3 py-1 text-[0.8rem] whitespace-normal">
            Consultoria independente · remuneração fixa
          </Badge>
          <h1
            id="hero-titulo"
            className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[3.4rem]"
          >
            Seu plano de investimentos,{' '}
            <span className="bg-gradient-to-r from-teal-200 to-emerald-200 bg-clip-text text-transparent">
              sem conflito de interesse
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-teal-50/90">
            Responda a um questionário de menos de 2 minutos, receba uma carteira recomendada para o
            seu perfil e invista pela sua própria corretora. A remuneração que as corretoras pagam
            volta para você como cashback.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link to="/onboarding">
                Começar Agora
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/30 bg-white/5 text-white hover:bg-white/15 hover:text-white"
            >
              <a href="#como-funciona">
                Como funciona
                <ChevronDown aria-hidden="true" />
              </a>
            </Button>
          </div>
          <ul className="mt-8 grid gap-2.5 text-sm text-teal-50/90 sm:text-[0.95rem]">
            {HERO_POINTS.map((point) => (
              <li key={point} className="flex items-start gap-2.5">
                <Check className="mt-0.5 size-4 shrink-0 text-teal-300" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration texts={texts} />
      </Container>

      <div className="border-t border-white/10 bg-black/15">
        <Container>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-6 py-8 lg:grid-cols-4">
            {LANDING_STAT_KEYS.map((index) => (
              <div key={index} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-teal-50/85" data-figure={`stat-${index}-label`}>
                  {textOf(texts, `stat-${index}-label`)}
                </dt>
                <dd
                  className="text-2xl font-bold tracking-tight whitespace-nowrap text-white tabular-nums sm:text-4xl"
                  data-figure={`stat-${index}-value`}
                >
                  {textOf(texts, `stat-${index}-value`)}
                </dd>
              </div>
            ))}
            <div className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-teal-50/85">{PLAN_TIME_STAT.label}</dt>
              <dd className="text-2xl font-bold tracking-tight whitespace-nowrap text-white tabular-nums sm:text-4xl">
                {PLAN_TIME_STAT.value}
              </dd>
            </div>
          </dl>
        </Container>
      </div>
    </section>
  );
}
