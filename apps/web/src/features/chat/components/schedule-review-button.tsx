import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { lazyDialog, preloadOnIntent } from '@/components/lazy-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';

const ScheduleReviewDialog = lazyDialog(() =>
  import('./review-request-dialog').then((module) => module.ScheduleReviewDialog),
);

/** 'Agendar Revisão' and its dialog, loaded on the first click (issue #27). */
export function ScheduleReviewButton(props: ButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        aria-haspopup="dialog"
        aria-expanded={open}
        {...props}
        onClick={() => setOpen(true)}
        {...preloadOnIntent(ScheduleReviewDialog)}
      >
        <CalendarClock aria-hidden="true" />
        Agendar Revisão
      </Button>
      <ScheduleReviewDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
