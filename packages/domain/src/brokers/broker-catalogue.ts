/**
 * Brokers the product knows. Cashback rates are docs/product.md §9's annual percentages of net
 * worth; a broker without its own rate uses OTHER_BROKER_CASHBACK_RATE.
 */

export const BROKER_IDS = [
  'xp',
  'btg',
  'agora',
  'avenue',
  'jp-morgan',
  'interactive-brokers',
  'inter',
  'rico',
  'clear',
  'easynvest',
  'modalmais',
  'outra',
] as const;
export type BrokerId = (typeof BROKER_IDS)[number];

export interface Broker {
  id: BrokerId;
  /** Full name, as in docs/product.md §9's cashback list. */
  name: string;
  /** The label of the selector lists. */
  shortName: string;
  /** Annual cashback as a percentage of net worth: 0.6 means 0.6% a year. */
  cashbackAnnualRatePercent: number;
}

/** docs/product.md §9: any broker without a rate of its own. */
export const OTHER_BROKER_CASHBACK_RATE = 0.4;

export const BROKERS: Readonly<Record<BrokerId, Broker>> = {
  xp: { id: 'xp', name: 'XP Investimentos', shortName: 'XP', cashbackAnnualRatePercent: 0.6 },
  btg: { id: 'btg', name: 'BTG Pactual', shortName: 'BTG', cashbackAnnualRatePercent: 0.5 },
  agora: {
    id: 'agora',
    name: 'Ágora Investimentos',
    shortName: 'Ágora',
    cashbackAnnualRatePercent: 0.5,
  },
  avenue: {
    id: 'avenue',
    name: 'Avenue Securities',
    shortName: 'Avenue',
    cashbackAnnualRatePercent: 0.4,
  },
  'jp-morgan': {
    id: 'jp-morgan',
    name: 'JP Morgan',
    shortName: 'JP Morgan',
    cashbackAnnualRatePercent: 0.35,
  },
  'interactive-brokers': {
    id: 'interactive-brokers',
    name: 'Interactive Brokers',
    shortName: 'Interactive Brokers',
    cashbackAnnualRatePercent: 0.3,
  },
  inter: {
    id: 'inter',
    name: 'Inter Invest',
    shortName: 'Inter Invest',
    cashbackAnnualRatePercent: OTHER_BROKER_CASHBACK_RATE,
  },
  rico: {
    id: 'rico',
    name: 'Rico',
    shortName: 'Rico',
    cashbackAnnualRatePercent: OTHER_BROKER_CASHBACK_RATE,
  },
  clear: {
    id: 'clear',
    name: 'Clear',
    shortName: 'Clear',
    cashbackAnnualRatePercent: OTHER_BROKER_CASHBACK_RATE,
  },
  easynvest: {
    id: 'easynvest',
    name: 'Easynvest',
    shortName: 'Easynvest',
    cashbackAnnualRatePercent: OTHER_BROKER_CASHBACK_RATE,
  },
  modalmais: {
    id: 'modalmais',
    name: 'Modalmais',
    shortName: 'Modalmais',
    cashbackAnnualRatePercent: OTHER_BROKER_CASHBACK_RATE,
  },
  outra: {
    id: 'outra',
    name: 'Outra corretora',
    shortName: 'Outra',
    cashbackAnnualRatePercent: OTHER_BROKER_CASHBACK_RATE,
  },
};

/** docs/product.md §9: the onboarding's broker selector (never empty: its first is the default). */
export const ONBOARDING_BROKER_IDS: readonly [BrokerId, ...BrokerId[]] = [
  'xp',
  'btg',
  'agora',
  'avenue',
  'inter',
  'rico',
  'clear',
];

/** docs/product.md §9: the brokers of the cashback simulator, in its order. */
export const CASHBACK_SIMULATOR_BROKER_IDS: readonly BrokerId[] = [
  'xp',
  'btg',
  'avenue',
  'agora',
  'jp-morgan',
  'interactive-brokers',
];

/** docs/product.md §9: the simulator starts at R$ 50.000,00. */
export const CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS = 5_000_000;

/**
 * The brokers the landing page's cashback table lists (docs/product.md §9's landing list). Their rates are
 * the catalogue's, the same every estimate uses (docs/decisions/013-cashback-ledger.md): the prototype's
 * lower "landing claims" are not kept.
 */
export const LANDING_CASHBACK_BROKER_IDS: readonly BrokerId[] = [
  'xp',
  'btg',
  'agora',
  'avenue',
  'inter',
];

/** docs/product.md §9: opening an account takes 1 to 3 business days. */
export const BROKER_ACCOUNT_OPENING_BUSINESS_DAYS = { min: 1, max: 3 } as const;

function normaliseBrokerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const brokerByKey = new Map<string, Broker>();
for (const broker of Object.values(BROKERS)) {
  for (const key of [broker.id, broker.name, broker.shortName]) {
    brokerByKey.set(normaliseBrokerKey(key), broker);
  }
}

/**
 * Finds a broker by id or by name, as stored by either reading (docs/product.md §3) ('xp', 'XP',
 * 'XP Investimentos', 'agora', 'Ágora'): case, accents and punctuation are ignored.
 */
export function findBroker(idOrName: string): Broker | undefined {
  return brokerByKey.get(normaliseBrokerKey(idOrName));
}
