import { Link } from '@/components/link';
import { ArrowLeft, CheckCircle2, Circle, Clock, Star } from 'lucide-react';
import { PageError, PageStatus } from '@/components/page-status';
import { ProgressBar } from '@/components/questionnaire/progress-bar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useModule } from '../api/get-module';
import { AcademyDisclaimer } from './academy-disclaimer';

/** /academia/:moduleId: the module's lessons, with the viewer's progress and where to continue. */
export function ModulePage({ moduleId }: { moduleId: string }) {
  const detail = useModule(moduleId);
  useDocumentTitle(detail.data?.module.title ?? 'Academia');

  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/academia">
          <ArrowLeft aria-hidden="true" />
          Voltar à Academia
        </Link>
      </Button>
      {detail.isPending ? (
        <PageStatus>Carregando o módulo...</PageStatus>
      ) : detail.isError ? (
        <PageError title="Não foi possível abrir o módulo" onRetry={() => void detail.refetch()}>
          {errorMessage(detail.error)}
        </PageError>
      ) : (
        <ModuleContent data={detail.data} />
      )}
    </div>
  );
}

function ModuleContent({ data }: { data: NonNullable<ReturnType<typeof useModule>['data']> }) {
  const { module, lessons } = data;
  const next = lessons.find((lesson) => !lesson.completed) ?? lessons[0];
  const started = module.lessonsCompleted > 0;
  return (
    <>
      <header className="mt-3 border-b pb-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{module.title}</h1>
          {module.completed && (
            <Badge className="bg-green-700">
              <CheckCircle2 aria-hidden="true" />
              Concluído
            </Badge>
          )}
        </div>
        <p className="mt-2 text-muted-foreground">{module.description}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span className="flex items-center gap-1">
            <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
            {module.duration}
          </span>
          <span className="flex items-center gap-1">
            <Star className="size-4 text-muted-foreground" aria-hidden="true" />
            {module.points} XP ao concluir
          </span>
        </p>
        <ProgressBar
          className="mt-4"
          value={
            module.lessonsTotal > 0 ? (module.lessonsCompleted / module.lessonsTotal) * 100 : 0
          }
          label={`Progresso em ${module.title}`}
          valueText={`${module.lessonsCompleted} de ${module.lessonsTotal} lições`}
        />
        {next && (
          <Button asChild size="lg" className="mt-5 w-full sm:w-auto">
            <Link to={`/academia/${module.id}/${next.id}`}>
              {module.completed ? 'Rever o módulo' : started ? 'Continuar' : 'Iniciar'}
            </Link>
          </Button>
        )}
      </header>

      <section aria-labelledby="licoes-titulo" className="mt-8">
        <h2 id="licoes-titulo" className="text-lg font-semibold">
          Lições
        </h2>
        <ol className="mt-3 grid gap-2">
          {lessons.map((lesson, index) => (
            <li key={lesson.id}>
              <Card className="relative transition-colors hover:bg-secondary/40">
                <CardContent className="flex items-center gap-3 pt-4 pb-4 sm:pt-4 sm:pb-4">
                  {lesson.completed ? (
                    <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-hidden="true" />
                  ) : (
                    <Circle className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/academia/${module.id}/${lesson.id}`}
                      className="font-medium after:absolute after:inset-0 hover:underline"
                    >
                      {index + 1}. {lesson.title}
                    </Link>
                    <p className="text-sm text-muted-foreground">
                      {lesson.durationMinutes} min · {lesson.completed ? 'Concluída' : 'Não lida'}
                    </p>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </section>
      <AcademyDisclaimer className="mt-10" />
    </>
  );
}
