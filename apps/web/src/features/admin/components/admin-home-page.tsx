import { Link } from '@/components/link';
import { LayoutGrid, UserPlus } from 'lucide-react';
import { can } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { ROLE_LABELS, useMe } from '@/lib/session';
import { adminAreasFor } from '../lib/admin-areas';
import { AdminOverview } from './admin-overview';
import { InviteStaffForm } from './invite-staff-form';

/** /admin: who is signed in, the areas their role may open, and (admins) the invite form. */
export function AdminHomePage() {
  useDocumentTitle('Painel administrativo');
  const { data: me } = useMe();
  if (!me) return null;
  const areas = adminAreasFor(me.user.role);
  const firstName = me.user.name.split(/\s+/)[0] ?? me.user.name;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Painel administrativo</h1>
          <p className="mt-2 text-muted-foreground">
            Olá, {firstName}! Estas são as áreas da equipe que o seu papel permite abrir.
          </p>
        </div>
        <dl className="grid gap-1 rounded-xl border bg-card px-4 py-3 text-sm shadow-xs">
          <div className="flex gap-2">
            <dt className="text-muted-foreground">Nome:</dt>
            <dd className="font-medium">{me.user.name}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-muted-foreground">Papel:</dt>
            <dd>
              <Badge>{ROLE_LABELS[me.user.role]}</Badge>
            </dd>
          </div>
        </dl>
      </header>

      <AdminOverview />

      <section aria-labelledby="areas-titulo" className="grid gap-4">
        <div className="flex items-center gap-2">
          <LayoutGrid className="size-5 text-primary" aria-hidden="true" />
          <h2 id="areas-titulo" className="text-xl font-semibold tracking-tight">
            Áreas do painel
          </h2>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((area) => (
            <li key={area.path}>
              <Card className="relative h-full transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-secondary">
                <CardHeader className="gap-2">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="leading-tight font-semibold">
                      <Link
                        to={area.path}
                        className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
                      >
                        {area.title}
                      </Link>
                    </h3>
                  </div>
                  <CardDescription>{area.description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      {can(me.user.role, 'inviteStaff') && (
        <section aria-labelledby="convite-titulo">
          <Card>
            <CardHeader>
              <div className="flex items-center gap-2">
                <UserPlus className="size-5 text-primary" aria-hidden="true" />
                <CardTitle id="convite-titulo">Convidar consultor(a)</CardTitle>
              </div>
              <CardDescription>
                A pessoa recebe por email um link para definir a senha. O link vale por 72 horas e
                uma única vez.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <InviteStaffForm />
            </CardContent>
          </Card>
        </section>
      )}
    </div>
  );
}
