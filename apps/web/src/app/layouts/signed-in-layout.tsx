import { Component as PublicLayout } from './public-layout';
import { pageHandle } from '../page-handle';
import { ownConversationQueryOptions } from '@/features/chat/api/get-conversation';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { DeletionCanceledNotice } from '@/features/privacy/components/deletion-canceled-notice';
import { entitlementsQueryOptions } from '@/lib/plan';
import { meQueryOptions, useMe } from '@/lib/session';

/** An investor's every page shows the chat with their consultant, which the plan unlocks. */
export const handle = pageHandle({
  prefetch: async (client) => {
    const me = await client.ensureQueryData(meQueryOptions());
    if (me?.user.role !== 'investor') return;
    await Promise.all([
      client.prefetchQuery(entitlementsQueryOptions()),
      client.prefetchQuery(ownConversationQueryOptions()),
    ]);
  },
});

/**
 * Signed-in pages in the site's chrome; investors also get the chat with their consultant on
 * every page (docs/product.md §2 "Dashboard chat", §10: a real conversation), launched from the
 * header so it never covers the page.
 */
export function Component() {
  const { data: me } = useMe();
  return (
    <PublicLayout
      headerActions={me?.user.role === 'investor' ? <ChatWidget /> : undefined}
      // The first page after a sign-in that cancelled a pending deletion says so (ADR 021).
      notice={<DeletionCanceledNotice />}
    />
  );
}
