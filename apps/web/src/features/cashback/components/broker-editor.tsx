import type { TAdminBroker } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { formatRateBps } from '../lib/cashback-text';
import { BrokerDetailsForm } from './broker-details-form';
import { BrokerRates } from './broker-rates';

/** One broker of /admin/cashback's catalogue: closed, its rate and status; open, its data and rates. */
export function BrokerEditor({ broker }: { broker: TAdminBroker }) {
  return (
    <details className="rounded-xl border">
      <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 px-4 py-3">
        <span className="font-medium">{broker.name}</span>
        <span className="flex items-center gap-2 text-sm">
          <span className="tabular-nums">{formatRateBps(broker.annualBps)} a.a.</span>
          {broker.active ? (
            <Badge variant="secondary">Ativa</Badge>
          ) : (
            <Badge variant="outline">Inativa</Badge>
          )}
        </span>
      </summary>
      <div className="grid gap-6 border-t p-4 lg:grid-cols-[1.5fr_1fr]">
        <BrokerDetailsForm broker={broker} />
        <BrokerRates broker={broker} />
      </div>
    </details>
  );
}
