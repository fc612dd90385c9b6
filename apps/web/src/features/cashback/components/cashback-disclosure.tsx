import { BadgeCheck } from 'lucide-react';
import type { TCashbackOverview } from '@algoone/contracts';
import { SectionCard } from '@/components/section-card';
import { StackedTable } from '@/components/stacked-table';
import { formatBRL } from '@/lib/format';

type DisclosureRow = TCashbackOverview['disclosure'][number];

/**
 * /cashback's disclosure (CVM Res. 19/2021): what each broker paid AlgoOne for this investor
 * and how much of it reached them.
 */
export function CashbackDisclosure({ data }: { data: TCashbackOverview }) {
  return (
    <SectionCard
      id="transparencia"
      icon={BadgeCheck}
      title="Transparência (Resolução CVM nº 19/2021)"
      description="O que cada corretora pagou à AlgoOne pela sua conta e quanto chegou até você. Você não paga nada a mais por isso: o cashback sai da remuneração que a corretora já paga."
    >
      {data.disclosure.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nenhuma remuneração recebida pela sua conta até agora.
        </p>
      ) : (
        <StackedTable<DisclosureRow>
          rows={data.disclosure}
          rowKey={(row) => row.brokerId}
          title={{ header: 'Corretora', cell: (row) => row.brokerName }}
          columns={[
            {
              header: 'Pago à AlgoOne',
              numeric: true,
              cell: (row) => formatBRL(row.receivedCents),
            },
            {
              header: 'Repassado a você',
              numeric: true,
              cell: (row) => formatBRL(row.passedOnCents),
            },
            {
              header: 'Repasse',
              numeric: true,
              cell: (row) =>
                row.receivedCents > 0
                  ? `${Math.round((row.passedOnCents / row.receivedCents) * 100)}%`
                  : '—',
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
