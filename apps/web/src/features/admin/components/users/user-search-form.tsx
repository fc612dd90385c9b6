import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { ROLES, type Role } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ROLE_LABELS } from '@/lib/session';

/**
 * The search of /admin/usuarios: the words apply when "Buscar" is pressed, the role at once.
 */
export function UserSearchForm({
  role,
  onSearch,
  onRoleChange,
}: {
  role: Role | '';
  onSearch: (q: string) => void;
  onRoleChange: (role: Role | '') => void;
}) {
  const [text, setText] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      onSubmit={search}
      className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="grid flex-1 gap-2">
        <Label htmlFor="busca-usuarios">Nome ou email</Label>
        <Input
          id="busca-usuarios"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="filtro-papel">Papel</Label>
        <NativeSelect
          id="filtro-papel"
          value={role}
          onChange={(e) => onRoleChange(e.target.value as Role | '')}
        >
          <option value="">Todos</option>
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {ROLE_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit">
        <Search aria-hidden="true" />
        Buscar
      </Button>
    </form>
  );
}
