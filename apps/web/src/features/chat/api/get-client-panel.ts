import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_API_ROUTES, chatApiPath, type TChatClientPanel } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const clientPanelQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.chat.client(id),
    queryFn: ({ signal }) =>
      api.get<TChatClientPanel>(chatApiPath(CHAT_API_ROUTES.client, { id }), { signal }),
    retry: false,
  });

/** The client's panel beside the conversation (their own consultant or an admin). */
export function useClientPanel(id: string, enabled: boolean) {
  return useQuery({ ...clientPanelQueryOptions(id), enabled });
}
