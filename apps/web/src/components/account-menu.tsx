import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/link';
import {
  ChevronDown,
  ClipboardCheck,
  LayoutDashboard,
  LogOut,
  UserRound,
  CreditCard,
} from 'lucide-react';
import type { Role } from '@algoone/contracts';
import { AUTH_PATHS } from '@/lib/auth-paths';
import { cn } from '@/lib/utils';

export interface AccountLink {
  to: string;
  label: string;
  icon: typeof UserRound;
}

/** What a signed-in person can reach from the header, by role. */
export function accountLinks(role: Role): AccountLink[] {
  return [
    ...(role === 'investor'
      ? [
          { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
          { to: '/perfil', label: 'Perfil de investidor', icon: ClipboardCheck },
          { to: '/conta/assinatura', label: 'Minha assinatura', icon: CreditCard },
        ]
      : [{ to: AUTH_PATHS.adminHome, label: 'Painel administrativo', icon: LayoutDashboard }]),
    { to: AUTH_PATHS.account, label: 'Minha conta', icon: UserRound },
    { to: AUTH_PATHS.signOut, label: 'Sair', icon: LogOut },
  ];
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/**
 * The signed-in person's name with a small disclosure menu (Minha conta, Sair). A disclosure
 * of links rather than an ARIA menu: simpler for every assistive technology, and it keeps
 * the public pages free of a menu library.
 */
export function AccountMenu({ name, role }: { name: string; role: Role }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const firstName = name.trim().split(/\s+/)[0] ?? name;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // A click or a Tab that lands outside closes it.
    const onOutside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 items-center gap-2 rounded-full border bg-background py-1 pr-3 pl-1 text-sm font-medium transition-colors outline-none hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        >
          {initials(name)}
        </span>
        <span className="max-w-40 truncate">
          <span className="sr-only">Conta de </span>
          {firstName}
        </span>
        <ChevronDown
          className={cn('size-4 text-muted-foreground transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-60 rounded-xl border bg-popover p-1.5 text-popover-foreground shadow-lg"
      >
        <p className="truncate px-3 pt-2 pb-2 text-xs text-muted-foreground">
          Conectado(a) como <span className="font-medium text-foreground">{name}</span>
        </p>
        <ul className="grid gap-0.5 border-t pt-1.5">
          {accountLinks(role).map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={() => setOpen(false)}
                className="flex items-center gap-2.5 rounded-md px-3 py-2 text-sm transition-colors hover:bg-secondary focus-visible:bg-secondary"
              >
                <link.icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
