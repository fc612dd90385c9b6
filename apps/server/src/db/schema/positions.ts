import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PORTFOLIO_CATEGORIES, POSITION_FAMILIES, CATALOGUE_KINDS } from '@algoone/domain';
import { users } from './auth.ts';

const inList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);

/** Quantities: Tesouro Direto and fractions are not whole (docs/decisions/027-b3-import.md). */
const quantity = (name: string) =>
  numeric(name, { precision: 24, scale: 8, mode: 'number' }).notNull();

/**
 * The catalogue of instruments Brazilian investors hold most (Ibovespa members, FIIs, ETFs,
 * BDRs, Tesouro titles), seeded and extended on /admin/ativos: where the rules from the ticker
 * cannot tell (an ETF's index), the catalogue says which class a security goes to.
 */
export const securityCatalogue = pgTable(
  'security_catalogue',
  {
    ticker: text('ticker').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: CATALOGUE_KINDS }).notNull(),
    category: text('category', { enum: PORTFOLIO_CATEGORIES }).notNull(),
    indexName: text('index_name'),
    issuerCnpj: text('issuer_cnpj'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('security_catalogue_kind_check', sql`${t.kind} in ${inList(CATALOGUE_KINDS)}`),
    check(
      'security_catalogue_category_check',
      sql`${t.category} in ${inList(PORTFOLIO_CATEGORIES)}`,
    ),
    check('security_catalogue_cnpj_check', sql`${t.issuerCnpj} ~ '^[0-9A-Z]{12}[0-9]{2}$'`),
  ],
);

/** One B3 file an investor imported (the audit log has who and when; this has what). */
export const b3Imports = pgTable(
  'b3_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['posicao', 'movimentacao', 'negociacao'] }).notNull(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the bytes: the same file twice is recognised and changes nothing. */
    sha256: text('sha256').notNull(),
    /** Posição: the day the positions are from. */
    fileDate: date('file_date', { mode: 'string' }),
    lineCount: integer('line_count').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    ignored: integer('ignored').notNull(),
    /**
     * Movimentação files show the holder's CPF: its keyed hash (never the CPF itself) lets a
     * later file of another CPF be refused without AlgoOne storing the number.
     */
    holderCpfHash: text('holder_cpf_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('b3_imports_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('b3_imports_user_sha_idx').on(t.userId, t.sha256),
  ],
);

/**
 * Holdings per security and institution, from the latest Posição that covers the institution.
 * `security_key` is the ticker, or the product's normalised name where there is none (Tesouro,
 * CDBs); the same ticker at two brokers is two rows that the screens add up.
 */
export const securityHoldings = pgTable(
  'security_holdings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    securityKey: text('security_key').notNull(),
    institution: text('institution').notNull(),
    family: text('family', { enum: POSITION_FAMILIES }).notNull(),
    ticker: text('ticker'),
    name: text('name').notNull(),
    quantity: quantity('quantity'),
    priceCents: bigint('price_cents', { mode: 'number' }),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    issuerCnpj: text('issuer_cnpj'),
    maturity: date('maturity', { mode: 'string' }),
    /** The class it was put in at import (or later by the investor's answer), and why. */
    category: text('category', { enum: PORTFOLIO_CATEGORIES }),
    categorySource: text('category_source', {
      enum: ['investor', 'catalogue', 'rule', 'unknown'],
    }).notNull(),
    categoryReason: text('category_reason').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    importId: uuid('import_id').references(() => b3Imports.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.securityKey, t.institution] }),
    check('security_holdings_value_check', sql`${t.valueCents} >= 0`),
    check('security_holdings_quantity_check', sql`${t.quantity} >= 0`),
    check(
      'security_holdings_category_check',
      sql`${t.category} is null or ${t.category} in ${inList(PORTFOLIO_CATEGORIES)}`,
    ),
  ],
);

/** An investor's answer for a security the rules and the catalogue could not place. */
export const securityChoices = pgTable(
  'security_choices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    securityKey: text('security_key').notNull(),
    category: text('category', { enum: PORTFOLIO_CATEGORIES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.securityKey] }),
    check('security_choices_category_check', sql`${t.category} in ${inList(PORTFOLIO_CATEGORIES)}`),
  ],
);

/**
 * Movimentação lines. `fingerprint` (the domain's `lineFingerprint`) makes a re-import, or a
 * line repeated inside a file, count once.
 */
export const securityMovements = pgTable(
  'security_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    movedOn: date('moved_on', { mode: 'string' }).notNull(),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    kind: text('kind').notNull(),
    /** The domain's reading of `kind`: proventos, settlements, corporate events. */
    movementClass: text('movement_class').notNull(),
    product: text('product').notNull(),
    ticker: text('ticker'),
    institution: text('institution').notNull(),
    quantity: numeric('quantity', { precision: 24, scale: 8, mode: 'number' }),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }),
    valueCents: bigint('value_cents', { mode: 'number' }),
    importId: uuid('import_id').references(() => b3Imports.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('security_movements_fingerprint_idx').on(t.userId, t.fingerprint),
    index('security_movements_user_date_idx').on(t.userId, t.movedOn),
  ],
);

/** Negociação lines: trades with price, for the average cost. */
export const securityTrades = pgTable(
  'security_trades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    tradedOn: date('traded_on', { mode: 'string' }).notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    ticker: text('ticker').notNull(),
    institution: text('institution').notNull(),
    quantity: quantity('quantity'),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    importId: uuid('import_id').references(() => b3Imports.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('security_trades_fingerprint_idx').on(t.userId, t.fingerprint),
    index('security_trades_user_date_idx').on(t.userId, t.tradedOn),
  ],
);
