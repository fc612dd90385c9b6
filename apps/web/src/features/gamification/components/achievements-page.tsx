import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { ArrowLeft, Award, Clock, Lock, Medal, Sparkles, Star } from 'lucide-react';
import type { TAchievement, TBadgeStatus, TProgressSummary } from '@algoone/contracts';
import { PageError, PageStatus } from '@/components/page-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { useProgress } from '../api/get-progress';
import { splitBadges } from '../lib/progress';
import { BadgeIcon } from './badge-icon';
import { LevelSummaryView } from './level-summary';
import { MissionList } from './weekly-missions';

/** /conquistas (docs/product.md §2): summary, recent achievements, unlocked and pending badges. */
export function AchievementsPage() {
  useDocumentTitle('Conquistas');
  const progress = useProgress();

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Voltar ao dashboard
        </Link>
      </Button>
      <header className="mt-3 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">Suas Conquistas</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Você ganha XP aprendendo e mantendo a disciplina: concluindo módulos da Academia,
          cumprindo as missões da semana e cuidando do seu plano. Nunca por assumir mais risco.
        </p>
      </header>

      {progress.isPending ? (
        <PageStatus>Carregando suas conquistas...</PageStatus>
      ) : progress.isError ? (
        <PageError
          title="Não foi possível carregar suas conquistas"
          onRetry={() => void progress.refetch()}
        >
          {errorMessage(progress.error)}
        </PageError>
      ) : (
        <AchievementsContent progress={progress.data} />
      )}
    </div>
  );
}

function AchievementsContent({ progress }: { progress: TProgressSummary }) {
  const { earned, pending } = splitBadges(progress.badges);
  return (
    <div className="mt-8 grid gap-6">
      <section aria-labelledby="resumo-titulo">
        <h2 id="resumo-titulo" className="sr-only">
          Resumo
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat
            icon={<Star aria-hidden="true" />}
            label="XP total"
            value={`${progress.totalXP} XP`}
          />
          <Stat
            icon={<Medal aria-hidden="true" />}
            label="Desbloqueadas"
            value={String(earned.length)}
          />
          <Stat
            icon={<Lock aria-hidden="true" />}
            label="Pendentes"
            value={String(pending.length)}
          />
          <Stat
            icon={<Sparkles aria-hidden="true" />}
            label={`Nível ${progress.level}`}
            value={progress.currentLevelName}
          />
        </dl>
        <Card className="mt-3">
          <CardContent className="pt-5 sm:pt-6">
            <LevelSummaryView progress={progress} />
          </CardContent>
        </Card>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="recentes" title="Recentes" description="Suas últimas 5 realizações.">
          {progress.recentAchievements.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nenhuma conquista ainda. Conclua uma lição da{' '}
              <Link to="/academia" className="font-medium text-primary underline">
                Academia
              </Link>{' '}
              para começar.
            </p>
          ) : (
            <ul className="grid gap-2">
              {progress.recentAchievements.slice(0, 5).map((achievement) => (
                <RecentItem key={achievement.id} achievement={achievement} />
              ))}
            </ul>
          )}
        </Section>

        <Section
          id="missoes"
          title="Missões da semana"
          description="Cada missão vale uma vez por semana e recomeça toda segunda-feira."
        >
          <MissionList missions={progress.weeklyMissions} />
        </Section>
      </div>

      <Section
        id="desbloqueadas"
        title="Desbloqueadas"
        description={`${earned.length} de ${progress.badges.length} conquistas.`}
      >
        {earned.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Você ainda não desbloqueou nenhuma conquista.
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {earned.map((badge) => (
              <BadgeItem key={badge.id} badge={badge} />
            ))}
          </ul>
        )}
      </Section>

      {pending.length > 0 && (
        <Section id="pendentes" title="Pendentes" description="O que ainda falta desbloquear.">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {pending.map((badge) => (
              <BadgeItem key={badge.id} badge={badge} />
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-xs">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground [&>svg]:size-4 [&>svg]:text-primary">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-xl font-bold">{value}</dd>
    </div>
  );
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`}>
      <Card className="h-full">
        <CardHeader className="pb-3">
          <CardTitle id={`${id}-titulo`}>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

function RecentItem({ achievement }: { achievement: TAchievement }) {
  return (
    <li className="flex items-start gap-3 rounded-lg border p-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        <Award className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{achievement.title}</p>
        <p className="text-sm text-muted-foreground">{achievement.description}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          <time dateTime={achievement.completedAt}>{formatDate(achievement.completedAt)}</time>
        </p>
      </div>
      {achievement.points > 0 && (
        <span className="shrink-0 text-sm font-semibold tabular-nums">
          +{achievement.points} XP
        </span>
      )}
    </li>
  );
}

function BadgeItem({ badge }: { badge: TBadgeStatus }) {
  return (
    <li
      className={
        badge.earned
          ? 'flex items-start gap-3 rounded-lg border bg-card p-3'
          : 'flex items-start gap-3 rounded-lg border border-dashed bg-muted/50 p-3'
      }
    >
      <BadgeIcon badge={badge} />
      <div className="min-w-0 flex-1">
        <p className={badge.earned ? 'font-medium' : 'font-medium text-muted-foreground'}>
          {badge.name}
        </p>
        <p className="text-sm text-muted-foreground">{badge.description}</p>
        {badge.earned && badge.earnedAt ? (
          <p className="mt-1 text-xs text-green-800">
            Desbloqueada em <time dateTime={badge.earnedAt}>{formatDate(badge.earnedAt)}</time>
          </p>
        ) : (
          <Badge variant="outline" className="mt-2 text-muted-foreground">
            <Clock aria-hidden="true" />
            Pendente
          </Badge>
        )}
      </div>
    </li>
  );
}
