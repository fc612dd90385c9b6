import { brokers } from '../schema/index.ts';
import type { Db } from '../client.ts';

type BrokerSeed = typeof brokers.$inferInsert;

// Descriptive content for the catalogue; the cashback rates are the domain's (SPEC §9).
const CATALOGUE: BrokerSeed[] = [
  {
    id: 'xp',
    name: 'XP Investimentos',
    cashbackAnnualBps: 60,
    rating: '4.8',
    clients: '3,5 mi+ clientes',
    featured: true,
    sortOrder: 1,
    createAccountUrl: 'https://www.xpi.com.br/',
  },
  {
    id: 'btg',
    name: 'BTG Pactual',
    cashbackAnnualBps: 50,
    rating: '4.6',
    clients: '1,8 mi+ clientes',
    featured: true,
    sortOrder: 2,
    createAccountUrl: 'https://www.btgpactual.com/',
  },
];

export async function seedBrokers(db: Db): Promise<void> {
  await db.insert(brokers).values(CATALOGUE).onConflictDoNothing({ target: brokers.id });
}
