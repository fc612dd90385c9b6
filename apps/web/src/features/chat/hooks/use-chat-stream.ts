import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TChatConversation, TChatMessage, TChatReceipts } from '@algoone/contracts';
import { fromOtherSide, lastSeq, withMessage, withReceipts } from '../lib/conversation-cache';

/**
 * Keeps a cached conversation live through server-sent events. The stream starts after the
 * last message the page has; when the connection drops, the browser's EventSource reconnects
 * by itself with Last-Event-ID, and the server sends exactly what came after it.
 */
export function useChatStream(options: {
  url: string;
  queryKey: QueryKey;
  side: 'investor' | 'staff';
  /** Only once the conversation is loaded, so the stream starts where the page is. */
  enabled: boolean;
}) {
  const { url, queryKey, side, enabled } = options;
  const queryClient = useQueryClient();
  const keyText = JSON.stringify(queryKey);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const key = JSON.parse(keyText) as QueryKey;
    const after = lastSeq(queryClient.getQueryData<TChatConversation>(key));
    const source = new EventSource(`${url}?after=${after}`, { withCredentials: true });
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as TChatMessage;
      withMessage(queryClient, key, message, fromOtherSide(message, side));
    });
    source.addEventListener('receipts', (event) => {
      withReceipts(
        queryClient,
        key,
        JSON.parse((event as MessageEvent<string>).data) as TChatReceipts,
      );
    });
    source.addEventListener('changed', () => {
      void queryClient.invalidateQueries({ queryKey: key });
    });
    return () => source.close();
  }, [enabled, url, keyText, side, queryClient]);
}

/** The staff inbox stream: any change to a visible conversation refreshes the inbox. */
export function useInboxStream(url: string, onChanged: (conversationId: string) => void) {
  const callback = useRef(onChanged);
  useEffect(() => {
    callback.current = onChanged;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    source.addEventListener('changed', (event) => {
      const { conversationId } = JSON.parse((event as MessageEvent<string>).data) as {
        conversationId: string;
      };
      callback.current(conversationId);
    });
    return () => source.close();
  }, [url]);
}
