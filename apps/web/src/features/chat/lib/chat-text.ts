import type { ChatMessageStatus } from '@algoone/domain';
import type { TReviewRequest } from '@algoone/contracts';

export const STATUS_LABELS: Record<ChatMessageStatus, string> = {
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
};

export const REVIEW_KIND_LABELS: Record<TReviewRequest['kind'], string> = {
  schedule: 'Agendamento de revisão',
  human_review: 'Revisão humana (LGPD art. 20)',
  goal_review: 'Revisão de objetivo',
};

export const REVIEW_STATUS_LABELS: Record<TReviewRequest['status'], string> = {
  pending: 'Aguardando o consultor',
  counter_proposed: 'Consultor propôs outro horário',
  confirmed: 'Confirmada',
  closed: 'Concluída',
};
