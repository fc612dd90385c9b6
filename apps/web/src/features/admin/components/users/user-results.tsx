import type { TAdminUserRow } from '@algoone/contracts';
import { SectionError } from '@/components/page-status';
import { Badge } from '@/components/ui/badge';
import { errorMessage } from '@/lib/form-errors';
import { ROLE_LABELS } from '@/lib/session';
import { cn } from '@/lib/utils';
import type { useAdminUsers } from '../../api/users';
import { LoadMore } from '../load-more';

/** The people found, a page at a time; choosing one opens their detail. */
export function UserResults({
  users,
  selected,
  onSelect,
}: {
  users: ReturnType<typeof useAdminUsers>;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {users.isError && rows.length === 0 ? (
        <SectionError onRetry={() => void users.refetch()}>
          {errorMessage(users.error)}
        </SectionError>
      ) : users.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Carregando...
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Ninguém encontrado com esta busca.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Resultados">
          {rows.map((row) => (
            <UserRow
              key={row.id}
              row={row}
              selected={row.id === selected}
              onSelect={() => onSelect(row.id)}
            />
          ))}
        </ul>
      )}
      <LoadMore query={users} what="pessoas" />
    </>
  );
}

function UserRow({
  row,
  selected,
  onSelect,
}: {
  row: TAdminUserRow;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        className={cn(
          'grid w-full gap-1 rounded-lg border p-3 text-left text-sm transition-colors hover:bg-secondary',
          selected && 'border-primary bg-secondary',
        )}
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold">{row.name}</span>
          <span className="flex gap-1">
            <Badge variant="secondary">{ROLE_LABELS[row.role]}</Badge>
            {row.disabled && <Badge variant="warning">Desativada</Badge>}
          </span>
        </span>
        <span className="truncate text-muted-foreground">{row.email}</span>
        {row.consultant && (
          <span className="text-xs text-muted-foreground">Consultor: {row.consultant.name}</span>
        )}
      </button>
    </li>
  );
}
