import {
  BadgeCheck,
  CircleCheck,
  CircleMinus,
  CirclePlus,
  ExternalLink,
  Gift,
  Star,
  Users,
} from 'lucide-react';
import type { TBroker, TBrokerAccount } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { BrokerConfirmation } from '../hooks/use-broker-confirmation';
import { cashbackRateText, formatRating, safeSignUpUrl } from '../lib/brokers-page';
import { BrokerPoints } from './broker-points';

/**
 * A featured partner on /corretoras: rating, clients, benefits, cashback (an estimate), pros
 * and cons, its sign-up page (highlighted once opened) and the confirmation of the account.
 */
export function BrokerCard({
  broker,
  account,
  highlighted,
  onOpen,
  confirmation,
}: {
  broker: TBroker;
  account: TBrokerAccount | undefined;
  highlighted: boolean;
  onOpen: () => void;
  confirmation: BrokerConfirmation;
}) {
  const url = safeSignUpUrl(broker.createAccountUrl);
  const rating = formatRating(broker.rating);
  const confirmedAt = account?.accountConfirmedAt ?? null;
  const busy = confirmation.busyId === broker.id;
  const titleId = `corretora-${broker.id}-titulo`;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex min-w-0 flex-col transition-shadow',
        highlighted && 'border-primary shadow-md ring-2 ring-primary',
      )}
    >
      <CardHeader className="pb-4 sm:pb-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle id={titleId} className="text-xl">
            {broker.name}
          </CardTitle>
          {confirmedAt ? (
            <Badge>
              <BadgeCheck aria-hidden="true" />
              Conta confirmada
            </Badge>
          ) : (
            highlighted && (
              <Badge variant="secondary">
                <ExternalLink aria-hidden="true" />
                Site aberto
              </Badge>
            )
          )}
        </div>
        <CardDescription className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {rating && (
            <span className="flex items-center gap-1">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              <span>
                <span className="font-semibold text-foreground">{rating}</span> de 5
              </span>
            </span>
          )}
          {broker.clients && (
            <span className="flex items-center gap-1">
              <Users className="size-4" aria-hidden="true" />
              {broker.clients}
            </span>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-4">
        <BrokerPoints
          title="Benefícios"
          items={broker.features}
          icon={CircleCheck}
          iconClass="text-primary"
        />
        <div className="grid gap-1 rounded-lg bg-secondary/60 p-3 text-sm">
          <p className="flex items-center gap-2 font-semibold">
            <Gift className="size-4 text-primary" aria-hidden="true" />
            Cashback: {cashbackRateText(broker)} (estimativa)
          </p>
          {broker.cashbackInfo && <p className="text-muted-foreground">{broker.cashbackInfo}</p>}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <BrokerPoints
            title="Prós"
            items={broker.pros}
            icon={CirclePlus}
            iconClass="text-primary"
          />
          <BrokerPoints
            title="Contras"
            items={broker.cons}
            icon={CircleMinus}
            iconClass="text-muted-foreground"
          />
        </div>
        <div className="mt-auto grid gap-2 pt-2">
          {url && (
            <Button
              asChild
              size="lg"
              className="h-auto min-h-12 py-2.5 text-center whitespace-normal"
            >
              <a href={url} target="_blank" rel="noopener noreferrer" onClick={onOpen}>
                Abrir conta na {broker.name}
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">(abre em nova aba)</span>
              </a>
            </Button>
          )}
          {confirmedAt ? (
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="flex items-center gap-1.5 text-primary">
                <BadgeCheck className="size-4" aria-hidden="true" />
                Confirmada em {formatDate(confirmedAt)}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                busy={busy}
                onClick={() => confirmation.unconfirm(broker.id)}
              >
                Desfazer confirmação
              </Button>
            </div>
          ) : (
            <Button
              type="button"
              variant="outline"
              size="lg"
              busy={busy}
              onClick={() => confirmation.confirm(broker.id)}
            >
              <BadgeCheck aria-hidden="true" />
              {busy ? 'Confirmando...' : 'Já abri minha conta'}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
