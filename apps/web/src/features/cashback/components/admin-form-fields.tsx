import { parseBRL } from '@algoone/domain';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api';

/** The field messages of a 4xx answer, by field. */
export const fieldsOf = (error: unknown): Record<string, string> =>
  isApiError(error) && error.fields ? { ...error.fields } : {};

export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** A labelled input with its error message, for /admin/cashback's forms. */
export function TextField({
  id,
  label,
  error,
  ...props
}: { id: string; label: string; error?: string | undefined } & React.ComponentProps<'input'>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : undefined}
        {...props}
      />
      <FieldMessage id={`${id}-erro`} message={error} />
    </div>
  );
}

/** Reais as typed ('1.234,56') → centavos, or the reason it is not an amount. */
export function centsOf(text: string): { cents?: number; error?: string } {
  const parsed = parseBRL(text);
  return parsed.ok ? { cents: parsed.cents } : { error: parsed.reason };
}
