import { HelpCircle } from 'lucide-react';
import { THEO_HELP_TOPICS } from '@algoone/domain';

/** The product's help list below the chat: each entry asks its question. */
export function HelpList({
  onAsk,
  disabled,
}: {
  onAsk: (question: string) => void;
  disabled: boolean;
}) {
  return (
    <section aria-labelledby="theo-ajuda" className="grid gap-3">
      <h2 id="theo-ajuda" className="flex items-center gap-2 text-lg font-semibold">
        <HelpCircle className="size-5 text-primary" aria-hidden="true" />
        Como o Theo pode ajudar
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {THEO_HELP_TOPICS.map((topic) => (
          <li key={topic.label}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(topic.question)}
              className="w-full rounded-lg border bg-card px-4 py-3 text-left text-sm shadow-xs transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
            >
              {topic.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
