import { FlaskConical } from 'lucide-react';

/** Said on every billing screen while the demo provider runs: nothing here is a real charge. */
export function DemoNotice() {
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong>Demonstração:</strong> os pagamentos desta instalação são simulados. Nenhum cartão é
        pedido e nenhuma cobrança real é feita.
      </span>
    </p>
  );
}
