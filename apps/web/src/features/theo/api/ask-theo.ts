import { THEO_API_ROUTES, theoApiPath, type TTheoStreamEvent } from '@algoone/contracts';
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api';

const loadReader = () => import('../lib/sse');

/** Starts fetching the stream's reader; a failure here is retried when the question is sent. */
export function preloadTheoReader(): void {
  loadReader().catch(() => undefined);
}

/**
 * Sends a question and hands each server-sent event to `onEvent` as it arrives (the reply
 * streams token by token). Refusals before the stream (404, 400, 429) throw ApiError.
 * Aborting `signal` closes the connection, and the server aborts the provider's request.
 *
 * The stream's reader (and the zod schema it checks each event with) is not part of the page:
 * /theo's first load carries no schema library (issue #27). `preloadTheoReader` fetches it when
 * the investor starts writing, so the first question does not wait for it.
 */
export async function askTheo(
  conversationId: string,
  content: string,
  onEvent: (event: TTheoStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  // Before the question leaves: the server stores and counts a question when it arrives, so a
  // reader that failed to load afterwards would leave a question without its answer.
  let sseModule: Awaited<ReturnType<typeof loadReader>>;
  try {
    sseModule = await loadReader();
  } catch {
    throw new ApiError({ code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE, status: 0 });
  }
  let response: Response;
  try {
    response = await fetch(theoApiPath(THEO_API_ROUTES.messages, { id: conversationId }), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify({ content }),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE, status: 0 });
  }
  if (!response.ok || !response.body) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw toApiError(response.status, body);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const sse = sseModule.createSseReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const event of sse.feed(value)) onEvent(event);
  }
}
