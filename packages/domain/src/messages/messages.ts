/**
 * docs/product.md §8's user-facing texts that are outputs of rules (validation, confirmation,
 * error). Goal texts live with the goal rules (GOAL_STATUS_MESSAGES and friends).
 */

export interface ToastMessage {
  title: string;
  description: string;
}

export const TOASTS = {
  invalidValue: { title: 'Valor inválido', description: 'Por favor, insira um valor válido.' },
  requiredFields: {
    title: 'Campos obrigatórios',
    description: 'Por favor, preencha todos os campos.',
  },
  goalRequiredFields: {
    title: 'Campos obrigatórios',
    description: 'Preencha nome, valor desejado e prazo.',
  },
  netWorthUpdated: {
    title: 'Patrimônio atualizado',
    description: 'Seus dados foram salvos com sucesso!',
  },
  aporteRegistered: {
    title: 'Aporte registrado',
    description: 'Seu aporte foi registrado com sucesso!',
  },
  portfolioUpdated: {
    title: 'Carteira atualizada',
    description: 'Sua carteira foi atualizada com sucesso!',
  },
  goalCreated: { title: 'Objetivo criado!', description: 'Seu objetivo foi criado com sucesso.' },
  aiEnabled: {
    title: 'GPT 4.1 ativado!',
    description: 'Theo agora utiliza inteligência artificial avançada.',
  },
  aiDisconnected: { title: 'API desconectada', description: 'Theo voltou ao modo básico.' },
  apiKeyRequired: {
    title: 'API Key necessária',
    description: 'Por favor, insira uma API key válida do OpenAI.',
  },
  apiConfigError: {
    title: 'Erro ao configurar API',
    description: 'Verifique se a API key está correta.',
  },
  connectivityError: {
    title: 'Erro de conectividade',
    description: 'Usando resposta de backup. Verifique sua API key.',
  },
  loginSucceeded: {
    title: 'Login realizado com sucesso!',
    description: 'Bem-vindo ao painel administrativo.',
  },
  escalatedToConsultant: {
    title: 'Encaminhado para consultor',
    description: 'Um consultor humano entrará em contato em breve.',
  },
  goalReviewSent: {
    title: 'Mensagem enviada ao consultor',
    description: 'Seu consultor vai analisar o objetivo e responder pelo chat.',
  },
  feedbackThanks: { title: 'Obrigado pelo feedback!', description: '' },
  feedbackRecorded: { title: 'Feedback registrado', description: '' },
} as const satisfies Record<string, ToastMessage>;

export const ERROR_MESSAGES = {
  loginFailed: 'Email ou senha incorretos. Tente novamente.',
  internalError: 'Erro interno. Tente novamente mais tarde.',
  recommendationFailed: 'Erro ao gerar recomendação de carteira',
  theoReplyFailed: 'Desculpe, houve um erro ao processar sua mensagem. Tente novamente.',
  noReportsFound: 'Nenhum relatório encontrado com os filtros aplicados.',
  appCrashTitle: 'Oops! Algo deu errado',
  appCrashDescription:
    'Ocorreu um erro inesperado na aplicação. Nossa equipe foi notificada e está trabalhando para resolver o problema.',
} as const;
