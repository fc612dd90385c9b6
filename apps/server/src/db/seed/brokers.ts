import {
  BROKER_IDS,
  BROKERS,
  RATE_HISTORY_ORIGIN,
  firstDayOf,
  type BrokerId,
} from '@algoone/domain';
import { brokers, cashbackRates } from '../schema/index.ts';
import type { Db } from '../client.ts';

type BrokerDetails = Partial<
  Omit<typeof brokers.$inferInsert, 'id' | 'name' | 'cashbackAnnualBps'>
>;

// The catalogue's texts (docs/product.md §2 "Brokers"); names and cashback rates come from the
// domain so there is one source for them. Staff edit rows afterwards; the seed never overwrites.
const DETAILS: Partial<Record<BrokerId, BrokerDetails>> = {
  xp: {
    rating: '4.8',
    clients: '3,5 mi+ clientes',
    featured: true,
    sortOrder: 1,
    createAccountUrl: 'https://www.xpi.com.br/',
    features: [
      'Conta digital gratuita',
      'Ampla prateleira de renda fixa e fundos',
      'Home broker completo',
    ],
    pros: ['Maior plataforma independente do país', 'Muitas opções de renda fixa e fundos'],
    cons: ['Aplicativo com muitas funções pode confundir no início'],
    cashbackInfo:
      'O AlgoOne repassa a você parte da remuneração que recebe da XP sobre o seu patrimônio.',
  },
  btg: {
    rating: '4.6',
    clients: '1,8 mi+ clientes',
    featured: true,
    sortOrder: 2,
    createAccountUrl: 'https://www.btgpactual.com/',
    features: ['Conta digital gratuita', 'Research próprio', 'Produtos de banco de investimento'],
    pros: ['Banco sólido e com análises próprias', 'Boa seleção de fundos'],
    cons: ['Alguns produtos exigem aplicação mínima mais alta'],
    cashbackInfo:
      'O AlgoOne repassa a você parte da remuneração que recebe do BTG sobre o seu patrimônio.',
  },
};

export async function seedBrokers(db: Db): Promise<void> {
  const rows = BROKER_IDS.filter((id) => id !== 'outra').map((id, index) => ({
    id,
    name: BROKERS[id].name,
    cashbackAnnualBps: Math.round(BROKERS[id].cashbackAnnualRatePercent * 100),
    sortOrder: 10 + index,
    ...DETAILS[id],
  }));
  await db.insert(brokers).values(rows).onConflictDoNothing({ target: brokers.id });
  // Each broker's rate history starts with its catalogue rate (docs/decisions/013-cashback-ledger.md).
  await db
    .insert(cashbackRates)
    .values(
      rows.map((row) => ({
        brokerId: row.id,
        effectiveMonth: SEED_RATE_MONTH,
        annualBps: row.cashbackAnnualBps,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The first month of the seeded rates: before anyone could have had an account. It is the
 * history's origin, which /admin/cashback reads as 'Desde o início' (rateStartLabel).
 */
export const SEED_RATE_MONTH = firstDayOf(RATE_HISTORY_ORIGIN);
