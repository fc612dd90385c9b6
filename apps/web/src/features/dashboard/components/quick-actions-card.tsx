import { Link } from '@/components/link';
import type { ReactNode } from 'react';
import {
  ChevronRight,
  Landmark,
  MessageCircle,
  PieChart,
  Scale,
  UserRoundCheck,
} from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

// "Falar com Consultor" opens Theo (docs/product.md §2). "Agendar Revisão" is the chat feature's
// request, composed in by the route (features do not import each other).
const ACTIONS = [
  {
    to: '/theo',
    label: 'Falar com Consultor',
    hint: 'Tire suas dúvidas com o Theo',
    icon: MessageCircle,
  },
  {
    to: '/carteira#simulador',
    label: 'Simular Rebalanceamento',
    hint: 'Onde colocar o próximo aporte',
    icon: Scale,
  },
  {
    to: '/carteira',
    label: 'Ver minha carteira',
    hint: 'Alocação, histórico e aportes',
    icon: PieChart,
  },
  {
    to: '/corretoras',
    label: 'Conectar corretora',
    hint: 'Abrir ou confirmar sua conta',
    icon: Landmark,
  },
  {
    to: '/perfil',
    label: 'Refazer perfil',
    hint: 'Questionário de suitability',
    icon: UserRoundCheck,
  },
] as const;

export function QuickActionsCard({ scheduleReview }: { scheduleReview?: ReactNode }) {
  return (
    <Card role="region" aria-labelledby="acoes-rapidas-titulo">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id="acoes-rapidas-titulo">Ações rápidas</CardTitle>
      </CardHeader>
      <CardContent>
        {scheduleReview && <div className="mb-2">{scheduleReview}</div>}
        <ul className="grid gap-2">
          {ACTIONS.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-secondary"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid flex-1">
                  <span className="text-sm font-semibold">{label}</span>
                  <span className="text-xs text-muted-foreground">{hint}</span>
                </span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
