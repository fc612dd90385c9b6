import { CircleCheck, CircleMinus } from 'lucide-react';
import { Container, SectionHeading } from './section';

const FOR_YOU = [
  'Você já tem entre R$ 10 mil e R$ 100 mil investidos, ou está chegando lá.',
  'Quer trocar o "investi no que o gerente ofereceu" por uma carteira com lógica e prazo.',
  'Prefere pagar uma assinatura transparente a pagar comissões que você não vê.',
  'Quer autonomia: o dinheiro fica no seu nome e a decisão final é sua.',
];

const NOT_FOR_YOU = [
  'Procura dicas de day trade ou promessa de ganho rápido.',
  'Quer que alguém opere por você (isso é gestão de carteira, não consultoria).',
  'Precisa de planejamento sucessório ou societário complexo.',
];

export function Audience() {
  return (
    <section
      aria-labelledby="para-quem-titulo"
      id="para-quem"
      className="scroll-mt-20 bg-secondary/40 py-20 sm:py-24"
    >
      <Container className="grid items-start gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="para-quem-titulo"
            align="left"
            eyebrow="Para quem é"
            title="Feita para quem tem de R$ 10 mil a R$ 100 mil investidos"
            description="É a fase em que o patrimônio já merece um plano, mas ainda não chama a atenção dos private banks. Foi para ela que a AlgoOne foi criada."
          />
          <div className="mt-8 rounded-2xl border bg-card p-6 shadow-xs">
            <p className="text-sm font-medium text-muted-foreground">
              Faixa de patrimônio atendida
            </p>
            <div className="mt-4 flex items-center justify-between text-sm font-semibold">
              <span>R$ 10 mil</span>
              <span>R$ 100 mil</span>
            </div>
            <div aria-hidden="true" className="relative mt-2 h-3 rounded-full bg-muted">
              <div className="absolute inset-y-0 right-[4%] left-[4%] rounded-full bg-gradient-to-r from-teal-500 to-primary" />
            </div>
            <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
              Com menos de R$ 10 mil você também pode começar: o plano se ajusta ao valor disponível
              (abaixo de R$ 5 mil, por exemplo, a parcela internacional vai para a renda fixa).
            </p>
          </div>
        </div>
        <div className="grid gap-6">
          <div className="rounded-2xl border bg-card p-6 shadow-xs sm:p-8">
            <h3 className="text-lg font-semibold">A AlgoOne é para você se…</h3>
            <ul className="mt-5 space-y-4">
              {FOR_YOU.map((item) => (
                <li key={item} className="flex gap-3 text-[0.95rem] leading-relaxed">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-dashed bg-card/60 p-6 sm:p-8">
            <h3 className="text-lg font-semibold">Talvez não seja para você se…</h3>
            <ul className="mt-5 space-y-4">
              {NOT_FOR_YOU.map((item) => (
                <li
                  key={item}
                  className="flex gap-3 text-[0.95rem] leading-relaxed text-muted-foreground"
                >
                  <CircleMinus className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}
