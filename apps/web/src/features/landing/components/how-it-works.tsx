import { Building2, ChartPie, ClipboardList, PiggyBank, type LucideIcon } from 'lucide-react';
import { Container, SectionHeading } from './section';

const STEPS: { title: string; text: string; detail: string; icon: LucideIcon }[] = [
  {
    title: 'Descubra seu perfil',
    text: 'Responda ao questionário de suitability: objetivos, prazo, situação financeira e como você reage a oscilações.',
    detail: 'Menos de 2 minutos',
    icon: ClipboardList,
  },
  {
    title: 'Receba sua carteira recomendada',
    text: 'Uma alocação entre Renda Fixa, Multimercado, Ações Brasil e Internacional adequada ao seu perfil e ao seu prazo, com o papel de cada classe explicado.',
    detail: 'Plano em menos de 5 minutos',
    icon: ChartPie,
  },
  {
    title: 'Escolha sua corretora',
    text: 'Use a conta que você já tem ou abra uma numa corretora parceira. Você investe por lá; o dinheiro nunca passa pela AlgoOne.',
    detail: 'Você decide e executa',
    icon: Building2,
  },
  {
    title: 'Acompanhe e receba cashback',
    text: 'Registre aportes, acompanhe objetivos e o alinhamento da carteira, e receba de volta parte da remuneração que a corretora nos paga.',
    detail: 'Revisão com consultor quando quiser',
    icon: PiggyBank,
  },
];

export function HowItWorks() {
  return (
    <section
      aria-labelledby="como-funciona-titulo"
      id="como-funciona"
      className="scroll-mt-20 py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="como-funciona-titulo"
          eyebrow="Como funciona"
          title="Do questionário ao plano em quatro passos"
          description="Sem jargão e sem pressa para vender produto: você entende por que cada parte da carteira está ali."
        />
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative flex flex-col rounded-2xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
                  <step.icon className="size-6" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">
                  Passo {index + 1} de {STEPS.length}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
                {step.text}
              </p>
              <p className="mt-5 border-t pt-4 text-sm font-medium text-primary">{step.detail}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
