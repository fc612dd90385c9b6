import { useMutation } from '@tanstack/react-query';
import { THEO_API_ROUTES, type TTheoConnectionTest } from '@algoone/contracts';
import { api } from '@/lib/api';

export function testTheoConnection(): Promise<TTheoConnectionTest> {
  return api.post<TTheoConnectionTest>(THEO_API_ROUTES.adminTest);
}

/** 'Testar conexão' with the saved settings. */
export function useTestTheoConnection() {
  return useMutation({ mutationFn: testTheoConnection });
}
