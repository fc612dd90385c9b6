import { MAX_AMOUNT_CENTS, PORTFOLIO_MESSAGES } from '@algoone/contracts';
import {
  APORTE_CATEGORIES,
  BROKER_IDS,
  TOASTS,
  centsFromMaskedInput,
  parseIsoCalendarDate,
  type AporteCategory,
  type BrokerId,
  type ToastMessage,
} from '@algoone/domain';

export interface AporteFormValues {
  /** The cents mask's text ('1.234,56'). */
  valor: string;
  /** 'YYYY-MM-DD' (a date input). */
  data: string;
  corretora: string;
  categoria: string;
}

export type AporteField = keyof AporteFormValues;

export interface AporteBody {
  amountCents: number;
  date: string;
  brokerId: BrokerId;
  category: AporteCategory;
}

export type AporteValidation =
  | { ok: true; body: AporteBody }
  | { ok: false; toast: ToastMessage; errors: Partial<Record<AporteField, string>> };

export const APORTE_FIELD_MESSAGES = {
  valor: 'Informe um valor maior que zero.',
  corretora: 'Escolha a corretora.',
  categoria: 'Escolha a categoria.',
  data: 'Informe a data do aporte.',
} as const;

export function emptyAporteForm(today: string): AporteFormValues {
  return { valor: '', data: today, corretora: '', categoria: '' };
}

// Which brokers are offered now is the catalogue's say, checked again by the server.
const isBroker = (value: string): value is BrokerId =>
  (BROKER_IDS as readonly string[]).includes(value);
const isCategory = (value: string): value is AporteCategory =>
  (APORTE_CATEGORIES as readonly string[]).includes(value);

/**
 * docs/product.md §5 "Aporte": a value that is not a number or is 0 or less gives 'Valor inválido';
 * otherwise corretora and categoria are required ('Campos obrigatórios'). Every problem also
 * gets its message next to its field. The date defaults to today and may not be in the future.
 */
export function validateAporteForm(values: AporteFormValues, today: string): AporteValidation {
  const errors: Partial<Record<AporteField, string>> = {};
  const cents = centsFromMaskedInput(values.valor);
  if (!(cents > 0)) errors.valor = APORTE_FIELD_MESSAGES.valor;
  else if (cents > MAX_AMOUNT_CENTS) errors.valor = PORTFOLIO_MESSAGES.valueTooLarge;

  let missing = false;
  if (!isBroker(values.corretora)) {
    errors.corretora = APORTE_FIELD_MESSAGES.corretora;
    missing = true;
  }
  if (!isCategory(values.categoria)) {
    errors.categoria = APORTE_FIELD_MESSAGES.categoria;
    missing = true;
  }
  if (values.data === '') {
    errors.data = APORTE_FIELD_MESSAGES.data;
    missing = true;
  } else if (!parseIsoCalendarDate(values.data) || values.data < '1900-01-01') {
    errors.data = PORTFOLIO_MESSAGES.invalidDate;
  } else if (values.data > today) {
    errors.data = PORTFOLIO_MESSAGES.futureDate;
  }

  if (errors.valor) return { ok: false, toast: TOASTS.invalidValue, errors };
  if (missing) return { ok: false, toast: TOASTS.requiredFields, errors };
  if (errors.data) {
    return { ok: false, toast: { title: 'Data inválida', description: errors.data }, errors };
  }
  return {
    ok: true,
    body: {
      amountCents: cents,
      date: values.data,
      brokerId: values.corretora as BrokerId,
      category: values.categoria as AporteCategory,
    },
  };
}
