import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POSITIONS_API_ROUTES, type TSecurityChoice } from '@algoone/contracts';
import { api } from '@/lib/api';
import { invalidateAfterPositionsChange } from './invalidate';

export function chooseSecurityClass(body: TSecurityChoice): Promise<{ updated: number }> {
  return api.put<{ updated: number }>(POSITIONS_API_ROUTES.choices, body);
}

/** The investor's class for a security the rules could not place (remembered for next imports). */
export function useChooseSecurityClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseSecurityClass,
    onSuccess: () => invalidateAfterPositionsChange(queryClient),
  });
}
