import { useState, type FormEvent } from 'react';
import { MessageSquareText } from 'lucide-react';
import {
  DPO_CONTACT,
  PRIVACY_REQUEST_DEADLINE_DAYS,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_LABELS,
  type PrivacyRequestKind,
} from '@algoone/domain';
import { Field } from '@/components/forms';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect, inputClassName } from '@/components/ui/input';
import { errorMessage } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { toastSuccess } from '@/lib/spec-toasts';
import { cn } from '@/lib/utils';
import { useCreatePrivacyRequest, usePrivacyRequests } from '../../api/privacy';
import { fieldError } from '../../lib/field-error';

/** Requests to the DPO (LGPD art. 18): a new one, and the person's own with their answers. */
export function RequestsSection() {
  const requests = usePrivacyRequests();
  const create = useCreatePrivacyRequest();
  const [kind, setKind] = useState<PrivacyRequestKind>('access');
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { kind, message },
      {
        onSuccess: (created) => {
          setMessage('');
          toastSuccess({
            title: 'Solicitação enviada',
            description: `Protocolo ${created.protocol}. Resposta até ${formatDate(created.dueAt)}.`,
          });
        },
      },
    );
  };
  return (
    <SectionCard
      id="encarregado"
      icon={MessageSquareText}
      title="Solicitações ao encarregado (DPO)"
      description={`${DPO_CONTACT.name}: ${DPO_CONTACT.email}. Respondemos em até ${PRIVACY_REQUEST_DEADLINE_DAYS} dias.`}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field id="pedido-tipo" label="Tipo de solicitação">
          {(control) => (
            <NativeSelect
              {...control}
              value={kind}
              onChange={(e) => setKind(e.target.value as PrivacyRequestKind)}
            >
              {PRIVACY_REQUEST_KINDS.map((option) => (
                <option key={option} value={option}>
                  {PRIVACY_REQUEST_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          id="pedido-mensagem"
          label="Descreva o que precisa"
          error={fieldError(create.error, 'message')}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              className={cn(inputClassName, 'h-auto py-2')}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          )}
        </Field>
        {create.isError && !fieldError(create.error, 'message') && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(create.error)}
          </p>
        )}
        <Button type="submit" className="justify-self-start" busy={create.isPending}>
          Enviar solicitação
        </Button>
      </form>
      {requests.data && requests.data.length > 0 && (
        <ul className="mt-6 grid gap-3" aria-label="Suas solicitações">
          {requests.data.map((request) => (
            <li key={request.id} className="grid gap-1 rounded-lg border p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{request.protocol}</span>
                <Badge variant={request.status === 'answered' ? 'secondary' : 'warning'}>
                  {request.status === 'answered'
                    ? 'Respondida'
                    : `Prazo: ${formatDate(request.dueAt)}`}
                </Badge>
              </div>
              <span className="text-muted-foreground">
                {PRIVACY_REQUEST_LABELS[request.kind]} · {formatDate(request.createdAt)}
              </span>
              <p>{request.message}</p>
              {request.answer && (
                <p className="rounded-md bg-secondary p-3">
                  <span className="font-medium">Resposta:</span> {request.answer}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
