import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TMe, TPrivacySummary } from '@algoone/contracts';
import { queryKeys } from '@/lib/query-keys';
import { MyDataPage } from './my-data-page';

const me: TMe = {
  user: {
    id: 'u1',
    name: 'Jonas Pendente',
    email: 'jonas@exemplo.com.br',
    role: 'investor',
    twoFactorEnabled: false,
  },
  twoFactorSetupRequired: false,
  permissions: [],
};

const summary = (deletion: TPrivacySummary['deletion']): TPrivacySummary => ({
  categories: [{ id: 'account', label: 'Conta', count: 1, onDeletion: 'erased' }],
  deletion,
  twoFactorEnabled: false,
  profile: { name: me.user.name, email: me.user.email, phone: null },
});

/** /meus-dados as the server renders it from the summary (the same markup the browser hydrates). */
function render(data: TPrivacySummary): string {
  const client = new QueryClient();
  client.setQueryData(queryKeys.session.current(), me);
  client.setQueryData(queryKeys.privacy.summary(), data);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/meus-dados']}>
        <MyDataPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/meus-dados', () => {
  it('shows a pending deletion first, with its dates and the way to cancel it', () => {
    const html = render(
      summary({ requestedAt: '2026-11-20T12:00:00.000Z', eraseAfter: '2026-11-27T12:00:00.000Z' }),
    );
    expect(html).toContain('Exclusão da conta agendada');
    expect(html).toContain('Você pediu a exclusão em <!-- -->20/11/2026');
    expect(html).toContain('apagados em <!-- -->27/11/2026');
    expect(html).toContain('Cancelar exclusão');
    // Asking again would be refused (409): the form is not offered meanwhile.
    expect(html).not.toContain('Quero excluir minha conta');
    expect(html.indexOf('Exclusão da conta agendada')).toBeLessThan(
      html.indexOf('O que guardamos sobre você'),
    );
  });

  it('offers the deletion when none is pending', () => {
    const html = render(summary(null));
    expect(html).not.toContain('Exclusão da conta agendada');
    expect(html).toContain('Quero excluir minha conta');
  });
});
