import { CircleCheck, FileText, Landmark, LifeBuoy, ShieldCheck } from 'lucide-react';
import { BROKER_ACCOUNT_OPENING_BUSINESS_DAYS } from '@algoone/domain';
import { CONTACT_EMAILS } from '@/components/site-nav';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** What to know and have at hand before opening an account: regulation, delay, documents, support. */
export function BeforeOpeningAlert() {
  return (
    <Alert variant="info">
      <ShieldCheck aria-hidden="true" />
      <AlertTitle>Antes de abrir sua conta</AlertTitle>
      <AlertDescription>
        <ul className="grid gap-2">
          <li className="flex items-start gap-2">
            <Landmark className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              As corretoras parceiras são reguladas pela CVM (Comissão de Valores Mobiliários) e os
              investimentos elegíveis têm a garantia do FGC (Fundo Garantidor de Créditos), dentro
              dos limites dele.
            </span>
          </li>
          <li className="flex items-start gap-2">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              A abertura da conta leva de {BROKER_ACCOUNT_OPENING_BUSINESS_DAYS.min} a{' '}
              {BROKER_ACCOUNT_OPENING_BUSINESS_DAYS.max} dias úteis.
            </span>
          </li>
          <li className="flex items-start gap-2">
            <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Tenha em mãos: documento de identidade (RG ou CNH), CPF, comprovante de residência e
              comprovante de renda.
            </span>
          </li>
          <li className="flex items-start gap-2">
            <LifeBuoy className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Ficou com dúvida no cadastro? Nosso suporte ajuda:{' '}
              <a
                href={`mailto:${CONTACT_EMAILS.contact}`}
                className="font-semibold underline underline-offset-2"
              >
                {CONTACT_EMAILS.contact}
              </a>
              .
            </span>
          </li>
        </ul>
      </AlertDescription>
    </Alert>
  );
}
