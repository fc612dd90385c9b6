import { Link } from '@/components/link';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from './section';

export function FinalCta() {
  return (
    <section aria-labelledby="cta-titulo" className="py-20 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-primary to-[oklch(0.32_0.07_200)] px-6 py-14 text-center text-white shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-teal-300/20 blur-3xl"
          />
          <h2
            id="cta-titulo"
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Seu plano de investimentos em menos de 5 minutos
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-teal-50/90">
            Comece sem criar conta: responda ao questionário e veja a carteira recomendada para o
            seu perfil. Você só cria a conta se quiser salvar o plano.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
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
              <Link to="/planos">Conhecer os planos</Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
