import { ShieldCheck } from 'lucide-react';
import type { TTheoStatus } from '@algoone/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * LGPD: before the first AI answer the investor learns which provider receives their data and
 * agrees; until then Theo answers in Básico.
 */
export function ConsentNotice({
  provider,
  onGrant,
  pending,
}: {
  provider: NonNullable<TTheoStatus['provider']>;
  onGrant: () => void;
  pending: boolean;
}) {
  return (
    <Alert variant="info">
      <ShieldCheck aria-hidden="true" />
      <AlertTitle>Quer respostas com inteligência artificial?</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>
          Para isso, o Theo envia ao provedor <strong>{provider.host}</strong> (modelo{' '}
          {provider.model}) a sua pergunta e os seus dados: nome, perfil, patrimônio, carteira,
          objetivos e estimativa de cashback. Você pode retirar a autorização quando quiser. Sem
          ela, o Theo responde no modo básico.
        </p>
        <div>
          <Button type="button" size="sm" onClick={onGrant} busy={pending}>
            Autorizar envio ao provedor
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
