import { useState } from 'react';
import { Users } from 'lucide-react';
import type { Role } from '@algoone/contracts';
import { SectionCard } from '@/components/section-card';
import { useDocumentTitle } from '@/lib/document-title';
import { useAdminUsers } from '../api/users';
import { UserDetail } from './users/user-detail';
import { UserResults } from './users/user-results';
import { UserSearchForm } from './users/user-search-form';

/** /admin/usuarios (admins): find anyone among many, then act on the account. */
export function AdminUsersPage() {
  useDocumentTitle('Usuários');
  const [filters, setFilters] = useState<{ q: string; role: Role | '' }>({ q: '', role: '' });
  const [selected, setSelected] = useState<string | null>(null);
  const users = useAdminUsers(filters);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header className="grid gap-2 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">Usuários</h1>
        <p className="max-w-2xl text-muted-foreground">
          Busque por nome ou email, com as palavras em qualquer ordem (sem se preocupar com
          acentos). Cada consulta a dados de uma pessoa e cada alteração ficam no registro de
          auditoria.
        </p>
      </header>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SectionCard id="lista" icon={Users} title="Pessoas" description="Em ordem alfabética.">
          <UserSearchForm
            role={filters.role}
            onSearch={(q) => {
              setFilters({ ...filters, q });
              setSelected(null);
            }}
            onRoleChange={(role) => setFilters({ ...filters, role })}
          />
          <UserResults users={users} selected={selected} onSelect={setSelected} />
        </SectionCard>
        {selected ? (
          <UserDetail key={selected} id={selected} />
        ) : (
          <p className="self-start rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
            Escolha uma pessoa na lista para ver os detalhes e agir sobre a conta.
          </p>
        )}
      </div>
    </div>
  );
}
