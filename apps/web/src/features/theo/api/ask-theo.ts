import { THEO_API_ROUTES, theoApiPath, type TTheoStreamEvent } from '@algoone/contracts';
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api';

/**
 * Sends a question and hands each server-sent event to `onEvent` as it arrives (the reply
 * streams token by token). Refusals before the stream (404, 400, 429) throw ApiError.
 * Aborting `signal` closes the connection, and the server aborts the provider's request.
 *
 * The stream's reader (and the zod schema it checks each event with) is fetched alongside the
 * question, not with the page: /theo's first load carries no schema library (issue #27).
 */
export async function askTheo(
  conversationId: string,
  content: string,
  onEvent: (event: TTheoStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const readerModule = import('../lib/sse');
  // A failed chunk load surfaces below, where the reader is needed; never as an unhandled one.
  readerModule.catch(() => undefined);
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
  let createSseReader: Awaited<typeof readerModule>['createSseReader'];
  try {
    ({ createSseReader } = await readerModule);
  } catch {
    await response.body.cancel();
    throw new ApiError({ code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE, status: 0 });
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const sse = createSseReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const event of sse.feed(value)) onEvent(event);
  }
}
