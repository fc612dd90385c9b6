import { Download, Loader2 } from 'lucide-react';
import { CASHBACK_API_ROUTES, PORTFOLIO_API_ROUTES } from '@algoone/contracts';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { toastError } from '@/lib/spec-toasts';
import { useDownloadExport } from '../../api/privacy';

/** Portability: the full JSON export, and for investors the aportes and cashback CSVs. */
export function ExportSection({ investor }: { investor: boolean }) {
  const download = useDownloadExport();
  return (
    <SectionCard
      id="baixar"
      icon={Download}
      title="Baixar seus dados"
      description="Uma cópia completa, em formato aberto, para guardar ou levar a outro serviço (portabilidade)."
    >
      <div className="flex flex-wrap gap-3">
        <Button
          busy={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) =>
                toastError({ title: 'Não foi possível baixar', description: errorMessage(error) }),
            })
          }
        >
          {download.isPending ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Baixar tudo (JSON)
        </Button>
        {investor && (
          <>
            <Button asChild variant="outline">
              <a href={PORTFOLIO_API_ROUTES.contributionsCsv} download>
                Aportes (CSV)
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={CASHBACK_API_ROUTES.statementCsv} download>
                Cashback (CSV)
              </a>
            </Button>
          </>
        )}
      </div>
    </SectionCard>
  );
}
