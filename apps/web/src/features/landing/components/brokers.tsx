import { PARTNER_BROKERS } from '../content';
import { Container, SectionHeading } from './section';

export function Brokers() {
  return (
    <section
      aria-labelledby="corretoras-titulo"
      id="corretoras"
      className="scroll-mt-20 bg-secondary/40 py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="corretoras-titulo"
          eyebrow="Corretoras parceiras"
          title="Use a corretora que você já tem, ou escolha uma parceira"
          description="A recomendação é a mesma em qualquer corretora. Com as parceiras, você também recebe o cashback."
        />
        <ul className="mx-auto mt-12 flex max-w-4xl flex-wrap justify-center gap-3 sm:gap-4">
          {PARTNER_BROKERS.map((name) => (
            <li
              key={name}
              className="flex min-w-[9.5rem] items-center justify-center rounded-xl border bg-card px-5 py-4 text-center text-base font-semibold tracking-tight text-foreground shadow-xs sm:min-w-[11rem] sm:text-lg"
            >
              {name}
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted-foreground">
          As marcas citadas pertencem aos seus titulares. A AlgoOne não é uma corretora e não recebe
          ordens: a conta é aberta e movimentada diretamente com a instituição escolhida.
        </p>
      </Container>
    </section>
  );
}
