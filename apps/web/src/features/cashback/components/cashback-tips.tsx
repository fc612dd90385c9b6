import { Link } from '@/components/link';
import { BadgeCheck, Lightbulb, MessageCircle } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';

const TIPS = [
  'Confirme na página Corretoras a conta que você abriu: a estimativa usa a taxa dessa corretora.',
  'Mantenha seu patrimônio atualizado na Carteira para que a estimativa do mês acompanhe você.',
  'O cashback não é rendimento do investimento: não escolha uma corretora só pela taxa.',
  'Cada crédito fica no seu extrato; baixe o CSV para guardar ou declarar.',
];

/** /cashback's tips, and the way to a consultant. */
export function CashbackTips() {
  return (
    <SectionCard id="dicas" icon={Lightbulb} title="Dicas para aproveitar o cashback">
      <ul className="grid gap-2 text-sm">
        {TIPS.map((tip) => (
          <li key={tip} className="flex items-start gap-2">
            <BadgeCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {tip}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-3 rounded-xl bg-secondary/60 p-4">
        <p className="text-sm">Ficou com alguma dúvida sobre o seu cashback?</p>
        <Button asChild>
          {/* Opens the consultant chat's panel, present on every investor page. */}
          <Link to="?chat=aberto">
            <MessageCircle aria-hidden="true" />
            Falar com um consultor
          </Link>
        </Button>
      </div>
    </SectionCard>
  );
}
