export const MISSION_IDS = [
  'update-patrimonio',
  'create-objetivo',
  'register-aporte',
  'use-chat',
  'read-content',
  'review-portfolio',
] as const;
export type MissionId = (typeof MISSION_IDS)[number];

export interface Mission {
  id: MissionId;
  title: string;
  description: string;
  xp: number;
}

/** docs/product.md §9's weekly missions and their XP; each can be completed once per ISO week. */
export const WEEKLY_MISSIONS: Readonly<Record<MissionId, Mission>> = {
  'update-patrimonio': {
    id: 'update-patrimonio',
    title: 'Atualizar patrimônio',
    description: 'Atualize o valor do seu patrimônio total.',
    xp: 10,
  },
  'create-objetivo': {
    id: 'create-objetivo',
    title: 'Criar um objetivo',
    description: 'Defina um novo objetivo financeiro.',
    xp: 15,
  },
  'register-aporte': {
    id: 'register-aporte',
    title: 'Registrar um aporte',
    description: 'Registre um aporte que você fez nesta semana.',
    xp: 20,
  },
  'use-chat': {
    id: 'use-chat',
    title: 'Tirar uma dúvida',
    description: 'Converse com o Theo ou com o seu consultor.',
    xp: 20,
  },
  'read-content': {
    id: 'read-content',
    title: 'Aprender algo novo',
    description: 'Conclua um conteúdo da Academia.',
    xp: 10,
  },
  'review-portfolio': {
    id: 'review-portfolio',
    title: 'Revisar a carteira',
    description: 'Atualize os valores da sua carteira atual.',
    xp: 15,
  },
};

export const MISSION_COMPLETED_TITLE = 'Missão Concluída!';
