import { ADMIN_ROUTE_PERMISSIONS, can, type Role } from '@algoone/contracts';

export interface AdminArea {
  path: string;
  title: string;
  description: string;
  /** Whether the page exists yet; the screens arrive with the admin capability. */
  available: boolean;
}

/** The admin area's pages (docs/product.md §2's table), in the order the panel lists them. */
export const ADMIN_AREAS: readonly AdminArea[] = [
  {
    path: '/admin/atendimento',
    title: 'Atendimento',
    description: 'Conversas com clientes, a fila compartilhada e pedidos de revisão.',
    available: true,
  },
  {
    path: '/admin/usuarios',
    title: 'Usuários',
    description: 'Contas de investidores e da equipe, papéis e acessos.',
    available: true,
  },
  {
    path: '/admin/carteiras',
    title: 'Carteiras',
    description: 'Carteiras recomendadas e a situação de cada cliente.',
    available: false,
  },
  {
    path: '/admin/objetivos',
    title: 'Objetivos',
    description: 'Objetivos dos clientes, os em risco primeiro.',
    available: true,
  },
  {
    path: '/admin/cashback',
    title: 'Cashback',
    description:
      'Catálogo e taxas das corretoras, créditos, importação de extratos e totais mensais.',
    available: true,
  },
  {
    path: '/admin/consultores',
    title: 'Consultores',
    description: 'A equipe de consultores e a carteira de clientes de cada um.',
    available: true,
  },
  {
    path: '/admin/logs',
    title: 'Logs',
    description: 'O registro de auditoria: entradas, falhas e ações administrativas.',
    available: true,
  },
  {
    path: '/admin/security',
    title: 'Segurança',
    description: 'Tentativas de acesso, contas bloqueadas e sessões ativas.',
    available: true,
  },
  {
    path: '/admin/theo',
    title: 'Theo',
    description: 'Provedor de IA do Theo, teste de conexão e uso por mês.',
    available: true,
  },
  {
    path: '/admin/research',
    title: 'Research',
    description:
      'Relatórios: criar, enviar o PDF, publicar e retirar; CNPI dos analistas e acessos.',
    available: true,
  },
  {
    path: '/admin/privacidade',
    title: 'Privacidade',
    description: 'Solicitações dos titulares ao encarregado (LGPD) e o registro de incidentes.',
    available: true,
  },
];

/** The areas a role may open, from the one permission catalogue. */
export function adminAreasFor(role: Role): AdminArea[] {
  return ADMIN_AREAS.filter((area) => {
    const permission = ADMIN_ROUTE_PERMISSIONS[area.path];
    return permission !== undefined && can(role, permission);
  });
}
