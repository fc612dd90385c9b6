import { Component as PublicLayout } from './public-layout';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { useMe } from '@/lib/session';

/**
 * Signed-in pages in the site's chrome; investors also get the floating chat with their
 * consultant on every page (docs/product.md §2 "Dashboard chat", docs/product.md §10: a real conversation).
 */
export function Component() {
  const { data: me } = useMe();
  return (
    <>
      <PublicLayout />
      {me?.user.role === 'investor' && <ChatWidget />}
    </>
  );
}
