import { useState, type FormEvent } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { TBroker, TBrokerAccount } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { BrokerConfirmation } from '../hooks/use-broker-confirmation';

/** The partners not featured: confirm an account at one of them, or undo a confirmation. */
export function OtherBrokerForm({
  brokers,
  accounts,
  confirmation,
}: {
  brokers: readonly TBroker[];
  accounts: readonly TBrokerAccount[];
  confirmation: BrokerConfirmation;
}) {
  const [brokerId, setBrokerId] = useState('');
  const confirmed = brokers.filter((broker) =>
    accounts.some((account) => account.brokerId === broker.id && account.accountConfirmedAt),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (brokerId) confirmation.confirm(brokerId);
  };
  return (
    <Card role="region" aria-labelledby="outra-corretora-titulo">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id="outra-corretora-titulo" className="text-base">
          Já tem conta em outra corretora parceira?
        </CardTitle>
        <CardDescription>
          Confirme aqui: a recomendação vale para qualquer corretora.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="outra-corretora">Corretora</Label>
            <NativeSelect
              id="outra-corretora"
              value={brokerId}
              onChange={(event) => setBrokerId(event.target.value)}
            >
              <option value="">Selecione a corretora</option>
              {brokers.map((broker) => (
                <option key={broker.id} value={broker.id}>
                  {broker.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            type="submit"
            variant="outline"
            disabled={!brokerId || confirmation.busyId !== null}
          >
            <BadgeCheck aria-hidden="true" />
            Já abri minha conta
          </Button>
        </form>
        {confirmed.length > 0 && (
          <ul className="grid gap-1.5 text-sm">
            {confirmed.map((broker) => (
              <li key={broker.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex items-center gap-1.5">
                  <BadgeCheck className="size-4 text-primary" aria-hidden="true" />
                  {broker.name}: conta confirmada
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => confirmation.unconfirm(broker.id)}
                >
                  Desfazer confirmação
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
