import { ADMIN_ROUTE_PERMISSIONS, can, type Role } from '@algoone/contracts';

export interface AdminArea {
  path: string;
  title: string;
  description: string;
}

/** The admin area's pages (docs/product.md §2's table), in the order the panel lists them. */
export const ADMIN_AREAS: readonly AdminArea[] = [
  {
    path: '/admin/atendimento',
    title: 'Atendimento',
    description: 'Conversas com clientes, a fila compartilhada e pedidos de revisão.',
  },
  {
    path: '/admin/usuarios',
    title: 'Usuários',
    description: 'Contas de investidores e da equipe, papéis e acessos.',
  },
  {
    path: '/admin/carteiras',
    title: 'Carteiras',
    description: 'Carteira atual contra a recomendada de cada cliente, fora do perfil primeiro.',
  },
  {
    path: '/admin/objetivos',
    title: 'Objetivos',
    description: 'Objetivos dos clientes, os em risco primeiro.',
  },
  {
    path: '/admin/cashback',
    title: 'Cashback',
    description:
      'Catálogo e taxas das corretoras, créditos, importação de extratos e totais mensais.',
  },
  {
    path: '/admin/consultores',
    title: 'Consultores',
    description: 'A equipe de consultores e a carteira de clientes de cada um.',
  },
  {
    path: '/admin/ativos',
    title: 'Ativos',
    description: 'O catálogo de ativos que classifica as posições importadas da B3.',
  },
  {
    path: '/admin/logs',
    title: 'Logs',
    description: 'O registro de auditoria: entradas, falhas e ações administrativas.',
  },
  {
    path: '/admin/security',
    title: 'Segurança',
    description: 'Tentativas de acesso, contas bloqueadas e sessões ativas.',
  },
  {
    path: '/admin/theo',
    title: 'Theo',
    description: 'Provedor de IA do Theo, teste de conexão e uso por mês.',
  },
  {
    path: '/admin/research',
    title: 'Research',
    description:
      'Relatórios: criar, enviar o PDF, publicar e retirar; CNPI dos analistas e acessos.',
  },
  {
    path: '/admin/privacidade',
    title: 'Privacidade',
    description: 'Solicitações dos titulares ao encarregado (LGPD) e o registro de incidentes.',
  },
];

/** The areas a role may open, from the one permission catalogue. */
export function adminAreasFor(role: Role): AdminArea[] {
  return ADMIN_AREAS.filter((area) => {
    const permission = ADMIN_ROUTE_PERMISSIONS[area.path];
    return permission !== undefined && can(role, permission);
  });
}
