import { useQuery } from '@tanstack/react-query';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { brokerCatalogueQueryOptions } from '@/lib/broker-catalogue';
import { dashboardFaq } from '../lib/faq';

/** The answers; mounted only while the dialog is open, so the catalogue loads on demand. */
function FaqEntries() {
  const catalogue = useQuery(brokerCatalogueQueryOptions());
  return (
    <div className="grid gap-2">
      {dashboardFaq(catalogue.data?.brokers).map((entry) => (
        <details key={entry.id} className="group rounded-lg border px-4 py-3 open:bg-muted/40">
          <summary className="cursor-pointer font-semibold marker:text-primary">
            {entry.question}
          </summary>
          <div className="mt-2 grid gap-2 text-sm leading-relaxed text-muted-foreground">
            {entry.answer.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

/**
 * "Dúvidas?": the questions investors ask most, answered with the product's real rules. Opened
 * by FaqButton, which loads this module on the first click.
 */
export function FaqDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Dúvidas frequentes</DialogTitle>
          <DialogDescription>
            Como o AlgoOne funciona e de onde vêm os números do seu painel.
          </DialogDescription>
        </DialogHeader>
        <FaqEntries />
      </DialogContent>
    </Dialog>
  );
}
