import { Ban, KeyRound, Landmark, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Container, SectionHeading } from './section';

const POINTS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Conta no seu nome',
    text: 'Seus investimentos ficam registrados no seu CPF, na corretora e nos custodiantes dela. A AlgoOne não tem acesso para movimentá-los.',
    icon: Landmark,
  },
  {
    title: 'Nunca executamos ordens',
    text: 'Recomendamos. Quem decide e dá a ordem de compra ou venda é você, no aplicativo da sua corretora.',
    icon: Ban,
  },
  {
    title: 'Nunca pedimos sua senha',
    text: 'Não pedimos senha, token ou assinatura eletrônica da corretora. Desconfie de quem pedir em nosso nome.',
    icon: KeyRound,
  },
  {
    title: 'Proteções do mercado',
    text: 'As corretoras são autorizadas pela CVM e fiscalizadas também pela B3. Produtos elegíveis contam com a garantia do FGC.',
    icon: ShieldCheck,
  },
];

function CustodyDiagram() {
  return (
    <figure className="rounded-2xl border border-white/15 bg-white/5 p-6 sm:p-8">
      <div className="grid gap-4 text-sm">
        <div className="rounded-xl bg-white p-4 text-center text-foreground shadow-sm">
          <p className="font-semibold">Você</p>
          <p className="text-muted-foreground">decide e dá as ordens</p>
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div className="flex flex-col items-center gap-2">
            <span aria-hidden="true" className="h-6 w-0.5 bg-teal-300" />
            <div className="w-full rounded-xl bg-teal-300 p-4 text-center text-teal-950">
              <p className="font-semibold">Sua corretora</p>
              <p className="text-teal-900">guarda o dinheiro e executa</p>
            </div>
          </div>
          <div className="flex flex-col items-center gap-2">
            <span aria-hidden="true" className="h-6 w-0 border-l-2 border-dashed border-white/50" />
            <div className="w-full rounded-xl border-2 border-dashed border-white/40 p-4 text-center">
              <p className="font-semibold text-white">AlgoOne</p>
              <p className="text-teal-50/85">só recomenda</p>
            </div>
          </div>
        </div>
      </div>
      <figcaption className="mt-5 text-center text-xs text-teal-50/80">
        Linha contínua: dinheiro e ordens. Linha tracejada: apenas recomendação.
      </figcaption>
    </figure>
  );
}

export function Custody() {
  return (
    <section
      aria-labelledby="custodia-titulo"
      id="custodia"
      className="scroll-mt-20 bg-[oklch(0.3_0.06_195)] py-20 text-white sm:py-24"
    >
      <Container className="grid items-center gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <SectionHeading
            id="custodia-titulo"
            align="left"
            inverse
            eyebrow="Custódia"
            title="Seu dinheiro fica na sua corretora. Sempre."
            description="A AlgoOne é consultoria: indica o caminho, mas não toca no seu patrimônio."
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {POINTS.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 text-teal-200">
                  <point.icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-white">{point.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-teal-50/85">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <CustodyDiagram />
      </Container>
    </section>
  );
}
