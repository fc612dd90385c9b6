import type { TTextSegment } from '@algoone/contracts';

/** A title or summary with the words the search found highlighted. */
export function MarkedText({ segments }: { segments: TTextSegment[] }) {
  return segments.map((segment, index) =>
    segment.match ? (
      <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {segment.text}
      </mark>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}
