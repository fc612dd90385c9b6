import { Quote } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Container, SectionHeading } from './section';

const TESTIMONIALS = [
  {
    quote:
      'Eu tinha R$ 40 mil espalhados entre poupança e o CDB do banco. Em poucos minutos entendi meu perfil e recebi uma carteira com o porquê de cada parte.',
    name: 'Camila R.',
    initials: 'CR',
    detail: '34 anos, analista de sistemas, Campinas (SP)',
    profile: 'Perfil Moderado',
  },
  {
    quote:
      'O que me convenceu foi saber que a AlgoOne não fica com o meu dinheiro. Continuei na minha corretora e só passei a investir com um plano.',
    name: 'Rafael M.',
    initials: 'RM',
    detail: '47 anos, engenheiro civil, Belo Horizonte (MG)',
    profile: 'Perfil Conservador',
  },
  {
    quote:
      'Ver o cashback da corretora voltando para mim, com tudo explicado, me deu confiança. Quando mudei de emprego, refiz o perfil e o plano mudou junto.',
    name: 'Juliana T.',
    initials: 'JT',
    detail: '29 anos, designer, Recife (PE)',
    profile: 'Perfil Arrojado',
  },
];

export function Testimonials() {
  return (
    <section
      aria-labelledby="depoimentos-titulo"
      id="depoimentos"
      className="scroll-mt-20 py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="depoimentos-titulo"
          eyebrow="Depoimentos ilustrativos"
          title="Situações como as de quem procura a AlgoOne"
          description="Os depoimentos abaixo são ilustrativos: personagens e falas fictícios, criados para mostrar situações comuns. Não são clientes reais e não representam promessa de resultado."
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-xs sm:p-7">
                <div className="flex items-start justify-between gap-3">
                  <Quote className="size-8 text-primary/30" aria-hidden="true" />
                  <Badge variant="warning">Depoimento ilustrativo</Badge>
                </div>
                <blockquote className="mt-4 flex-1 text-[0.95rem] leading-relaxed text-foreground">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t pt-5">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-teal-600 to-primary text-sm font-semibold text-white"
                  >
                    {item.initials}
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold text-foreground">
                      {item.name}{' '}
                      <span className="font-normal text-muted-foreground">(fictício)</span>
                    </span>
                    <span className="block text-muted-foreground">{item.detail}</span>
                    <span className="block font-medium text-primary">{item.profile}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
