import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { TPrivacySummary } from '@algoone/contracts';
import { DELETION_GRACE_DAYS, RETAINED_AFTER_DELETION } from '@algoone/domain';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { DeletionForm } from './deletion-form';

/** "Excluir minha conta": what a deletion does and keeps, then the confirmation form. */
export function DeleteSection({ summary }: { summary: TPrivacySummary }) {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard
      id="excluir"
      icon={Trash2}
      title="Excluir minha conta"
      description={`Depois do pedido, você tem ${DELETION_GRACE_DAYS} dias para mudar de ideia: basta entrar de novo.`}
    >
      <div className="grid gap-4 text-sm">
        <p>
          Ao pedir a exclusão, encerramos todas as suas sessões, cancelamos a assinatura (com
          reembolso se ainda estiver na garantia de 7 dias) e paramos de enviar emails. Passado o
          prazo, apagamos seus dados pessoais. Por exigência legal, guardamos anonimizados:
        </p>
        <ul className="grid gap-1 text-muted-foreground">
          {RETAINED_AFTER_DELETION.map((item) => (
            <li key={item.what}>
              • {item.what} — {item.years} anos ({item.why})
            </li>
          ))}
        </ul>
        {!open ? (
          <Button
            variant="destructive"
            className="justify-self-start"
            onClick={() => setOpen(true)}
          >
            Quero excluir minha conta
          </Button>
        ) : (
          <DeletionForm twoFactorEnabled={summary.twoFactorEnabled} onBack={() => setOpen(false)} />
        )}
      </div>
    </SectionCard>
  );
}
