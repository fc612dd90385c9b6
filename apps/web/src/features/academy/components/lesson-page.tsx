import { useEffect, useRef } from 'react';
import { Link } from '@/components/link';
import { ArrowLeft, ArrowRight, CheckCircle2, PartyPopper } from 'lucide-react';
import type { TAcademyLesson } from '@algoone/contracts';
import { PageError, PageStatus } from '@/components/page-status';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAchievementToasts } from '@/lib/achievement-toasts';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useCompleteLesson } from '../api/complete-lesson';
import { useLesson } from '../api/get-lesson';
import { AcademyDisclaimer } from './academy-disclaimer';
import { Markdown } from './markdown';

/** /academia/:moduleId/:lessonId: a lesson to read on any screen, "Concluir lição" and next. */
export function LessonPage({ moduleId, lessonId }: { moduleId: string; lessonId: string }) {
  const lesson = useLesson(moduleId, lessonId);
  useDocumentTitle(lesson.data?.title ?? 'Academia');

  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={`/academia/${moduleId}`}>
          <ArrowLeft aria-hidden="true" />
          Voltar ao módulo
        </Link>
      </Button>
      {lesson.isPending ? (
        <PageStatus>Carregando a lição...</PageStatus>
      ) : lesson.isError ? (
        <PageError title="Não foi possível abrir a lição" onRetry={() => void lesson.refetch()}>
          {errorMessage(lesson.error)}
        </PageError>
      ) : (
        // Keyed by lesson so the completion state starts over on the next lesson.
        <LessonContent key={`${moduleId}/${lessonId}`} lesson={lesson.data} />
      )}
    </div>
  );
}

function LessonContent({ lesson }: { lesson: TAcademyLesson }) {
  const complete = useCompleteLesson();
  useAchievementToasts(complete.data?.achievements);
  const moduleDone = complete.data?.achievements.some((a) => a.kind === 'module') ?? false;
  const done = lesson.completed || complete.isSuccess;
  const outcome = useRef<HTMLDivElement>(null);

  // After completing, focus moves to the outcome so keyboard and screen reader users hear it.
  useEffect(() => {
    if (complete.isSuccess) outcome.current?.focus();
  }, [complete.isSuccess]);

  const nextHref = lesson.nextLessonId
    ? `/academia/${lesson.moduleId}/${lesson.nextLessonId}`
    : null;

  return (
    <article className="mt-3">
      <header className="border-b pb-5">
        <p className="text-sm font-medium text-primary">{lesson.moduleTitle}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{lesson.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Lição {lesson.lessonNumber} de {lesson.lessonsTotal} · {lesson.durationMinutes} min de
          leitura
          {done && (
            <span className="ml-2 inline-flex items-center gap-1 font-medium text-green-800">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              Concluída
            </span>
          )}
        </p>
      </header>

      <Markdown
        source={lesson.body}
        className="text-base leading-7 text-foreground/90 sm:text-[1.0625rem]"
      />

      <AcademyDisclaimer className="mt-10" />

      <div ref={outcome} tabIndex={-1} className="mt-8 grid gap-4 outline-none">
        {complete.isError && (
          <Alert variant="destructive" role="alert">
            <AlertTitle>Não foi possível concluir a lição</AlertTitle>
            <AlertDescription>{errorMessage(complete.error)}</AlertDescription>
          </Alert>
        )}
        {moduleDone && (
          <Alert variant="success" role="status">
            <PartyPopper aria-hidden="true" />
            <AlertTitle>Módulo concluído!</AlertTitle>
            <AlertDescription>
              Você concluiu “{lesson.moduleTitle}”. O XP do módulo já está nas suas conquistas.
            </AlertDescription>
          </Alert>
        )}
        {complete.isSuccess && !moduleDone && (
          <p role="status" className="text-sm font-medium text-green-800">
            Lição concluída.
          </p>
        )}

        <nav
          aria-label="Navegação entre lições"
          className="flex flex-col gap-3 sm:flex-row sm:justify-between"
        >
          {lesson.previousLessonId ? (
            <Button asChild variant="outline" className="order-2 sm:order-1">
              <Link to={`/academia/${lesson.moduleId}/${lesson.previousLessonId}`}>
                <ArrowLeft aria-hidden="true" />
                Lição anterior
              </Link>
            </Button>
          ) : (
            <span className="hidden sm:block" />
          )}
          <div className="order-1 flex flex-col gap-3 sm:order-2 sm:flex-row">
            {!done && (
              <Button
                type="button"
                size="lg"
                busy={complete.isPending}
                onClick={() => complete.mutate({ moduleId: lesson.moduleId, lessonId: lesson.id })}
              >
                <CheckCircle2 aria-hidden="true" />
                {complete.isPending ? 'Concluindo...' : 'Concluir lição'}
              </Button>
            )}
            {done &&
              (nextHref ? (
                <Button asChild size="lg">
                  <Link to={nextHref}>
                    Próxima lição
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              ) : (
                <Button asChild size="lg">
                  <Link to="/academia">
                    Voltar à Academia
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              ))}
            {!done && nextHref && (
              <Button asChild variant="ghost" size="lg">
                <Link to={nextHref}>
                  Pular para a próxima
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            )}
          </div>
        </nav>
      </div>
    </article>
  );
}
