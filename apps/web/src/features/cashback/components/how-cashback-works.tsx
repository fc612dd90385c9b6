import { Building2, Lightbulb, UserRound, Wallet } from 'lucide-react';
import { SectionCard } from '@/components/section-card';

const STEPS = [
  {
    icon: UserRound,
    title: 'Você investe',
    text: 'Na corretora parceira que escolher, seguindo o seu plano.',
  },
  {
    icon: Building2,
    title: 'Nós recebemos',
    text: 'A corretora paga à AlgoOne uma parte do que ganha com a sua conta (rebate).',
  },
  {
    icon: Wallet,
    title: 'Você recebe',
    text: 'Repassamos a você essa remuneração, todo mês, e registramos cada crédito no seu extrato.',
  },
];

/** /cashback's three steps: you invest, the broker pays us, we pass it on. */
export function HowCashbackWorks() {
  return (
    <SectionCard id="como-funciona" icon={Lightbulb} title="Como funciona">
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex items-start gap-3 rounded-xl border p-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
              <step.icon className="size-4" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">
                {index + 1}. {step.title}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
