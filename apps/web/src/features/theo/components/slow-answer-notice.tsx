import { Clock } from 'lucide-react';
import { THEO_MESSAGES } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { TheoAvatar } from './theo-avatar';

/**
 * In place of the typing indicator once the provider has kept quiet for a few seconds (the
 * server's 'slow' notice): say so, and offer Básico's answer now rather than at the time limit.
 */
export function SlowAnswerNotice({
  onTakeBasic,
  taking,
  canTake,
}: {
  onTakeBasic: () => void;
  taking: boolean;
  /** The question is stored (the stream has started), so Básico can answer it. */
  canTake: boolean;
}) {
  return (
    <li className="flex items-start gap-2">
      <TheoAvatar />
      <div
        role="status"
        className="grid max-w-[85%] gap-2 rounded-2xl rounded-tl-sm border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <p className="flex items-center gap-1.5 font-medium">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {THEO_MESSAGES.slowTitle}
        </p>
        <p>{THEO_MESSAGES.slowDescription}</p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="w-fit bg-background"
          disabled={!canTake}
          busy={taking}
          onClick={onTakeBasic}
        >
          Ver resposta do modo básico
        </Button>
      </div>
    </li>
  );
}
