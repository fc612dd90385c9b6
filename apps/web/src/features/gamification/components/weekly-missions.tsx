import { CheckCircle2, Circle, ListTodo } from 'lucide-react';
import type { TMissionStatus } from '@algoone/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useProgress } from '../api/get-progress';
import { SectionMessage } from './section-message';

/** This ISO week's missions, each with "Concluída" or "Pendente" in words, not only colour. */
export function MissionList({ missions }: { missions: readonly TMissionStatus[] }) {
  return (
    <ul className="grid gap-2">
      {missions.map((mission) => (
        <li
          key={mission.id}
          className={cn(
            'flex items-start gap-3 rounded-lg border p-3',
            mission.completed ? 'border-green-200 bg-green-50' : 'bg-card',
          )}
        >
          {mission.completed ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
          ) : (
            <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-medium">{mission.title}</p>
            <p className="text-sm text-muted-foreground">{mission.description}</p>
          </div>
          <div className="shrink-0 text-right text-sm">
            <p className="font-semibold tabular-nums">+{mission.xp} XP</p>
            <p className={mission.completed ? 'text-green-800' : 'text-muted-foreground'}>
              {mission.completed ? 'Concluída' : 'Pendente'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Dashboard card: this week's missions (they start over every Monday, São Paulo time). */
export function WeeklyMissions({ className }: { className?: string }) {
  const progress = useProgress();
  const missions = progress.data?.weeklyMissions ?? [];
  const done = missions.filter((mission) => mission.completed).length;
  return (
    <Card className={cn(className)}>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <ListTodo className="size-5 text-primary" aria-hidden="true" />
          Missões da semana
        </CardTitle>
        <CardDescription>
          {progress.data
            ? `${done} de ${missions.length} concluídas · renovam toda segunda-feira`
            : 'Renovam toda segunda-feira'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {progress.isPending ? (
          <SectionMessage loading>Carregando as missões...</SectionMessage>
        ) : progress.isError ? (
          <SectionMessage onRetry={() => void progress.refetch()}>
            Não foi possível carregar as missões.
          </SectionMessage>
        ) : (
          <MissionList missions={missions} />
        )}
      </CardContent>
    </Card>
  );
}
