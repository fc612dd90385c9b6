import type { ReactNode } from 'react';
import { GOAL_LIMITS } from '@algoone/contracts';
import { GOAL_PRIORITIES, GOAL_SUGGESTED_NAMES, maskCentsInput } from '@algoone/domain';
import { Field, FieldError } from '@/components/forms';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { GoalField, GoalFieldErrors, GoalFormValues } from '../lib/goal-form';

export interface GoalFieldsProps {
  /** Prefix of the inputs' ids, unique per form ("novo-objetivo", "editar-<id>"). */
  idPrefix: string;
  values: GoalFormValues;
  errors: GoalFieldErrors;
  onChange: (field: GoalField, value: string) => void;
}

export const fieldId = (prefix: string, field: GoalField) => `${prefix}-${field}`;

/** A money input with the cents mask (docs/product.md §5): digits only, read as centavos. */
function MoneyInput({
  id,
  value,
  onChange,
  control,
  placeholder = '0,00',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  control: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  placeholder?: string;
}) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
        aria-hidden="true"
      >
        R$
      </span>
      <Input
        id={id}
        {...control}
        className="pl-10 tabular-nums"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(maskCentsInput(event.target.value))}
      />
    </div>
  );
}

/** Step 1: the name (ten suggestions, docs/product.md §9) and the priority (Média by default). */
export function GoalNameAndPriority({ idPrefix, values, errors, onChange }: GoalFieldsProps) {
  const nameId = fieldId(idPrefix, 'name');
  const listId = `${idPrefix}-sugestoes`;
  return (
    <div className="grid gap-5">
      <Field
        id={nameId}
        label="Nome do objetivo"
        error={errors.name}
        description="Escolha uma sugestão ou escreva o seu."
      >
        {(control) => (
          <Input
            {...control}
            list={listId}
            autoComplete="off"
            maxLength={GOAL_LIMITS.nameMaxLength}
            placeholder="Ex.: Viagem internacional"
            value={values.name}
            onChange={(event) => onChange('name', event.target.value)}
          />
        )}
      </Field>
      <datalist id={listId}>
        {GOAL_SUGGESTED_NAMES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className="grid gap-2">
        <p id={`${idPrefix}-sugestoes-titulo`} className="text-sm font-medium">
          Sugestões
        </p>
        <ul aria-labelledby={`${idPrefix}-sugestoes-titulo`} className="flex flex-wrap gap-2">
          {GOAL_SUGGESTED_NAMES.map((name) => {
            const chosen = values.name.trim() === name;
            return (
              <li key={name}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => onChange('name', name)}
                  className={cn(
                    'min-h-9 rounded-full border px-3 py-1.5 text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    chosen
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-input bg-background hover:bg-secondary',
                  )}
                >
                  {name}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <PriorityField idPrefix={idPrefix} values={values} errors={errors} onChange={onChange} />
    </div>
  );
}

function PriorityField({ idPrefix, values, errors, onChange }: GoalFieldsProps) {
  const errorId = errors.priority ? `${idPrefix}-priority-erro` : undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-medium">Prioridade</legend>
      <div className="grid grid-cols-3 gap-2">
        {GOAL_PRIORITIES.map((priority) => {
          const id = `${fieldId(idPrefix, 'priority')}-${priority}`;
          return (
            <label
              key={priority}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-input px-3 text-sm font-medium has-checked:border-primary has-checked:bg-secondary has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
            >
              <input
                id={id}
                type="radio"
                name={`${idPrefix}-priority`}
                value={priority}
                checked={values.priority === priority}
                onChange={() => onChange('priority', priority)}
                className="size-4 accent-[var(--color-primary)]"
              />
              {priority}
            </label>
          );
        })}
      </div>
      {errors.priority && <FieldError id={errorId}>{errors.priority}</FieldError>}
    </fieldset>
  );
}

function MoneyField({
  idPrefix,
  field,
  label,
  description,
  values,
  errors,
  onChange,
}: GoalFieldsProps & { field: GoalField; label: string; description?: ReactNode }) {
  const id = fieldId(idPrefix, field);
  return (
    <Field id={id} label={label} error={errors[field]} description={description}>
      {(control) => (
        <MoneyInput
          id={id}
          control={control}
          value={values[field]}
          onChange={(value) => onChange(field, value)}
        />
      )}
    </Field>
  );
}

/** Step 2: desired value, deadline in months, accumulated, monthly income and expenses. */
export function GoalAmounts(props: GoalFieldsProps) {
  const { idPrefix, values, errors, onChange } = props;
  const termId = fieldId(idPrefix, 'term');
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <MoneyField {...props} field="target" label="Valor desejado" />
      <Field
        id={termId}
        label="Prazo (meses)"
        error={errors.term}
        description={`De 1 a ${GOAL_LIMITS.maxTermMonths} meses.`}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={GOAL_LIMITS.minTermMonths}
            max={GOAL_LIMITS.maxTermMonths}
            step={1}
            placeholder="Ex.: 24"
            value={values.term}
            onChange={(event) => onChange('term', event.target.value)}
          />
        )}
      </Field>
      <MoneyField
        {...props}
        field="accumulated"
        label="Valor já acumulado"
        description="Opcional. Pode ser maior que o desejado."
      />
      <div className="hidden sm:block" aria-hidden="true" />
      <MoneyField {...props} field="income" label="Receita mensal" description="Opcional." />
      <MoneyField {...props} field="expenses" label="Gastos mensais" description="Opcional." />
    </div>
  );
}
