import { Link } from '@/components/link';
import { ChevronRight, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AUTH_PATHS } from '@/lib/auth-paths';
import { useDocumentTitle } from '@/lib/document-title';
import { useMe } from '@/lib/session';
import { ChangePasswordSection } from './change-password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

const SECTIONS = [
  { id: 'perfil', label: 'Perfil' },
  { id: 'senha', label: 'Senha' },
  { id: 'duas-etapas', label: 'Verificação em duas etapas' },
  { id: 'sessoes', label: 'Sessões ativas' },
];

/** /conta: profile, password, two-factor and sessions of whoever is signed in (any role). */
export function AccountPage() {
  useDocumentTitle('Minha conta');
  const { data: me } = useMe();
  // The route guard renders this page only with a session.
  if (!me) return null;
  const firstName = me.user.name.split(/\s+/)[0] ?? me.user.name;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4 border-b pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-primary">Olá, {firstName}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">Minha conta</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Seus dados de acesso, a senha, a verificação em duas etapas e os aparelhos conectados.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to={AUTH_PATHS.signOut}>
            <LogOut aria-hidden="true" />
            Sair
          </Link>
        </Button>
      </header>

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-label="Seções da conta"
          className="hidden self-start lg:sticky lg:top-24 lg:block"
        >
          <ul className="grid gap-1 text-sm">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-md px-3 py-2 text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          {me.user.role === 'investor' && (
            <Link
              to="/conta/assinatura"
              className="flex items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm transition-colors hover:bg-secondary"
            >
              <span>
                <span className="block font-semibold">Minha assinatura</span>
                <span className="text-muted-foreground">
                  Plano, próxima cobrança, faturas e recibos, troca de plano e cancelamento.
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          )}
          <Link
            to="/meus-dados"
            className="flex items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm transition-colors hover:bg-secondary"
          >
            <span>
              <span className="block font-semibold">Meus dados (LGPD)</span>
              <span className="text-muted-foreground">
                O que guardamos sobre você, cópia dos dados, consentimentos, solicitações ao
                encarregado e exclusão da conta.
              </span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
          <ProfileSection me={me} />
          <ChangePasswordSection me={me} />
          <TwoFactorSection me={me} />
          <SessionsSection />
        </div>
      </div>
    </div>
  );
}
