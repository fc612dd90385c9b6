import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Laptop, Loader2, MonitorSmartphone, Smartphone } from 'lucide-react';
import type { TSessionSummary } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { formatDateTimeShort } from '@/lib/format';
import { useRevokeSession, useSessions } from '../api/sessions';
import { describeUserAgent } from '../lib/user-agent';
import { SectionCard } from '@/components/section-card';

function byCurrentThenNewest(a: TSessionSummary, b: TSessionSummary): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return b.createdAt.localeCompare(a.createdAt);
}

export function SessionsSection() {
  const sessions = useSessions();
  return (
    <SectionCard
      id="sessoes"
      icon={MonitorSmartphone}
      title="Sessões ativas"
      description="Os aparelhos conectados à sua conta. Encerre qualquer um que você não reconheça."
    >
      {sessions.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Carregando sessões...
        </p>
      ) : sessions.isError ? (
        <div role="alert" className="grid gap-3 text-sm">
          <p>{errorMessage(sessions.error)}</p>
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void sessions.refetch()}
            >
              Tentar novamente
            </Button>
          </div>
        </div>
      ) : (
        <ul className="divide-y rounded-lg border">
          {[...sessions.data].sort(byCurrentThenNewest).map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function SessionRow({ session }: { session: TSessionSummary }) {
  const revoke = useRevokeSession();
  const [ending, setEnding] = useState(false);
  const device = describeUserAgent(session.userAgent);
  const mobile = /iPhone|Android|iPad/.test(device);
  const Icon = mobile ? Smartphone : Laptop;

  const end = async () => {
    setEnding(true);
    try {
      const result = await revoke.mutateAsync(session.id);
      if (!result.current) toast.success('Sessão encerrada', { description: device });
    } catch (error) {
      toast.error('Não foi possível encerrar a sessão', { description: errorMessage(error) });
    } finally {
      setEnding(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
        <div className="grid gap-0.5 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {device}
            {session.current && <Badge variant="secondary">Esta sessão</Badge>}
          </p>
          <p className="text-muted-foreground">
            IP {session.ipAddress ?? 'desconhecido'} · desde{' '}
            <time dateTime={session.createdAt}>{formatDateTimeShort(session.createdAt)}</time>
          </p>
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        busy={ending}
        aria-label={
          session.current
            ? 'Encerrar esta sessão e sair'
            : `Encerrar sessão: ${device}, desde ${formatDateTimeShort(session.createdAt)}`
        }
        onClick={() => void end()}
      >
        {ending ? 'Encerrando...' : 'Encerrar'}
      </Button>
    </li>
  );
}
