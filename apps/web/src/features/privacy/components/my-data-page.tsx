import { PageError, PageStatus } from '@/components/page-status';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useMe } from '@/lib/session';
import { usePrivacySummary } from '../api/privacy';
import { ConsentsSection } from './my-data/consents-section';
import { CorrectSection } from './my-data/correct-section';
import { DeleteSection } from './my-data/delete-section';
import { ExportSection } from './my-data/export-section';
import { HeldDataSection } from './my-data/held-data-section';
import { PendingDeletionSection } from './my-data/pending-deletion-section';
import { RequestsSection } from './my-data/requests-section';

export const MY_DATA_LOADING_TEXT = 'Carregando seus dados...';

/**
 * /meus-dados: the person's rights under LGPD, exercised here (docs/decisions/021-privacy.md).
 * Each right is its own section in ./my-data/; this page loads the summary and orders them.
 */
export function MyDataPage() {
  useDocumentTitle('Meus dados');
  const summary = usePrivacySummary();
  const { data: me } = useMe();

  if (summary.isPending) return <PageStatus>{MY_DATA_LOADING_TEXT}</PageStatus>;
  if (summary.isError) {
    return (
      <PageError
        title="Não foi possível carregar seus dados"
        onRetry={() => void summary.refetch()}
      >
        {errorMessage(summary.error)}
      </PageError>
    );
  }
  const investor = me?.user.role === 'investor';
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <header className="border-b pb-6">
        <p className="text-sm font-medium text-primary">LGPD · Lei 13.709/2018</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">Meus dados</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Veja o que guardamos sobre você, baixe uma cópia, corrija, gerencie seus consentimentos,
          fale com o encarregado ou exclua sua conta.
        </p>
      </header>
      {summary.data.deletion && <PendingDeletionSection deletion={summary.data.deletion} />}
      <HeldDataSection summary={summary.data} />
      <ExportSection investor={investor} />
      <CorrectSection summary={summary.data} investor={investor} />
      <ConsentsSection />
      <RequestsSection />
      {investor && !summary.data.deletion && <DeleteSection summary={summary.data} />}
    </div>
  );
}
