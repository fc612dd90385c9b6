import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { ArrowLeft, BookOpen, CheckCircle2, Clock, GraduationCap, Star } from 'lucide-react';
import type { TAcademyModule } from '@algoone/contracts';
import { PageError, PageStatus } from '@/components/page-status';
import { ProgressBar } from '@/components/questionnaire/progress-bar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useModules } from '../api/list-modules';
import { AcademyDisclaimer } from './academy-disclaimer';

/**
 * /academia (docs/product.md §2): back to /dashboard, the level and XP header (`levelSummary`,
 * composed by the route), overall progress and the module cards.
 */
export function AcademyPage({ levelSummary }: { levelSummary?: ReactNode }) {
  useDocumentTitle('Academia');
  const modules = useModules();

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Voltar ao dashboard
        </Link>
      </Button>
      <header className="mt-3 grid gap-6 border-b pb-6 lg:grid-cols-[1fr_22rem] lg:items-end">
        <div>
          <p className="flex items-center gap-2 text-sm font-medium text-primary">
            <GraduationCap className="size-4" aria-hidden="true" />
            Educação financeira
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">Academia AlgoOne</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Módulos curtos, escritos para quem investe de R$ 10 mil a R$ 100 mil. Conclua todas as
            lições de um módulo para ganhar o XP dele.
          </p>
        </div>
        {levelSummary && (
          <Card>
            <CardContent className="pt-5 sm:pt-6">{levelSummary}</CardContent>
          </Card>
        )}
      </header>

      {modules.isPending ? (
        <PageStatus>Carregando os módulos...</PageStatus>
      ) : modules.isError ? (
        <PageError
          title="Não foi possível carregar a Academia"
          onRetry={() => void modules.refetch()}
        >
          {errorMessage(modules.error)}
        </PageError>
      ) : (
        <>
          <section aria-labelledby="progresso-titulo" className="mt-8">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="progresso-titulo" className="text-lg font-semibold">
                Seu progresso na Academia
              </h2>
              <p className="text-sm text-muted-foreground">
                {modules.data.modulesCompleted} de {modules.data.modulesTotal} módulos ·{' '}
                {modules.data.lessonsCompleted} de {modules.data.lessonsTotal} lições
              </p>
            </div>
            <ProgressBar
              className="mt-3 h-3"
              value={
                modules.data.lessonsTotal > 0
                  ? (modules.data.lessonsCompleted / modules.data.lessonsTotal) * 100
                  : 0
              }
              label="Progresso geral na Academia"
              valueText={`${modules.data.lessonsCompleted} de ${modules.data.lessonsTotal} lições concluídas`}
            />
          </section>

          <section aria-labelledby="modulos-titulo" className="mt-8">
            <h2 id="modulos-titulo" className="sr-only">
              Módulos
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {modules.data.modules.map((module) => (
                <ModuleCard key={module.id} module={module} />
              ))}
            </ul>
          </section>
          <AcademyDisclaimer className="mt-10" />
        </>
      )}
    </div>
  );
}

function ModuleCard({ module }: { module: TAcademyModule }) {
  const started = module.lessonsCompleted > 0;
  return (
    <li>
      <Card className="flex h-full flex-col">
        <CardContent className="flex flex-1 flex-col gap-3 pt-5 sm:pt-6">
          <div className="flex items-start justify-between gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
              <BookOpen className="size-5" aria-hidden="true" />
            </span>
            {module.completed && (
              <Badge className="bg-green-700">
                <CheckCircle2 aria-hidden="true" />
                Concluído
              </Badge>
            )}
          </div>
          <h3 className="text-lg leading-tight font-semibold">{module.title}</h3>
          <p className="flex-1 text-sm text-muted-foreground">{module.description}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span className="flex items-center gap-1">
              <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
              {module.duration}
            </span>
            <span className="flex items-center gap-1">
              <Star className="size-4 text-muted-foreground" aria-hidden="true" />
              {module.points} XP
            </span>
            <span>
              {module.lessonsCompleted} de {module.lessonsTotal} lições
            </span>
          </p>
          <ProgressBar
            value={
              module.lessonsTotal > 0 ? (module.lessonsCompleted / module.lessonsTotal) * 100 : 0
            }
            label={`Progresso em ${module.title}`}
            valueText={`${module.lessonsCompleted} de ${module.lessonsTotal} lições`}
          />
          <Button
            asChild
            variant={module.completed ? 'outline' : 'default'}
            className="mt-1 w-full"
          >
            <Link
              to={`/academia/${module.id}`}
              aria-label={`${actionLabel(module, started)}: ${module.title}`}
            >
              {actionLabel(module, started)}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </li>
  );
}

function actionLabel(module: TAcademyModule, started: boolean): string {
  if (module.completed) return 'Rever módulo';
  return started ? 'Continuar' : 'Iniciar';
}
