import {
  ArrowLeftRight,
  BadgeCheck,
  Landmark,
  RefreshCw,
  Scale,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { Container, SectionHeading } from './section';

const REASONS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Remuneração fixa (fee-based)',
    text: 'Você paga uma assinatura fixa. Nossa receita não depende do produto que você compra nem de quanto você movimenta.',
    icon: BadgeCheck,
  },
  {
    title: 'Sem conflito de interesse',
    text: 'Não ganhamos comissão por produto recomendado. O que as corretoras nos pagam é informado a você e repassado como cashback.',
    icon: Scale,
  },
  {
    title: 'Sem custódia',
    text: 'Não recebemos, não guardamos e não movimentamos seu dinheiro. Seus investimentos ficam no seu CPF, na sua corretora.',
    icon: Landmark,
  },
  {
    title: 'Troque de corretora quando quiser',
    text: 'Sem fidelidade e sem multa. A recomendação é a mesma em qualquer corretora, e você pode mudar a qualquer momento.',
    icon: ArrowLeftRight,
  },
  {
    title: 'Refaça seu perfil quando quiser',
    text: 'Mudou de emprego, casou, teve filhos? Refaça o questionário e a recomendação é recalculada para o seu novo momento.',
    icon: RefreshCw,
  },
  {
    title: 'Dentro das regras da CVM',
    text: 'Recomendações adequadas ao seu perfil (Resolução CVM nº 30/2021) e, quando você pedir, revisão por um consultor humano.',
    icon: ShieldCheck,
  },
];

export function Trust() {
  return (
    <section
      aria-labelledby="confianca-titulo"
      id="por-que-confiar"
      className="scroll-mt-20 py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="confianca-titulo"
          eyebrow="Por que confiar"
          title="Do seu lado da mesa, por construção"
          description="O modelo de negócio da AlgoOne foi desenhado para que a melhor recomendação para você seja também a melhor para nós."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map((reason) => (
            <li key={reason.title} className="rounded-2xl border bg-card p-6 shadow-xs">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <reason.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{reason.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{reason.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
