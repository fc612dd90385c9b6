import { useState } from 'react';
import { FileCheck2 } from 'lucide-react';
import { SectionError } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/form-errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { useConsents, useSetConsent } from '../../api/privacy';

const DOCUMENT_LABELS: Record<string, string> = {
  terms: 'Termos de Uso',
  privacy: 'Política de Privacidade',
};

/** The consent history (documents accepted, Theo's providers) and the optional consents. */
export function ConsentsSection() {
  const consents = useConsents();
  const setConsent = useSetConsent();
  return (
    <SectionCard
      id="consentimentos"
      icon={FileCheck2}
      title="Consentimentos"
      description="O que você aceitou e quando; os opcionais podem ser retirados a qualquer momento."
    >
      {consents.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando...</p>
      ) : consents.isError ? (
        <SectionError onRetry={() => void consents.refetch()}>
          {errorMessage(consents.error)}
        </SectionError>
      ) : (
        <div className="grid gap-5 text-sm">
          <ul className="grid gap-1">
            {consents.data.accepted.map((c) => (
              <li key={`${c.document}-${c.version}`}>
                {DOCUMENT_LABELS[c.document] ?? c.document}, versão {c.version}: aceito em{' '}
                {formatDateTime(c.acceptedAt)}
              </li>
            ))}
          </ul>
          {consents.data.optional.map((option) => (
            <div key={option.purpose} className="grid gap-2 rounded-lg border p-4">
              <ConsentToggle
                label={option.label}
                granted={option.granted}
                pending={setConsent.isPending}
                onChange={(granted) => setConsent.mutate({ purpose: option.purpose, granted })}
              />
              <p className="text-muted-foreground">
                {option.history.length === 0
                  ? 'Opcional. Nunca concedido.'
                  : option.history
                      .slice(0, 3)
                      .map(
                        (h) => `${h.granted ? 'Concedido' : 'Retirado'} em ${formatDateTime(h.at)}`,
                      )
                      .join(' · ')}
              </p>
            </div>
          ))}
          {consents.data.theo.length > 0 && (
            <p className="text-muted-foreground">
              Theo com IA:{' '}
              {consents.data.theo
                .map(
                  (t) =>
                    `${t.provider}, autorizado em ${formatDate(t.grantedAt)}${t.revokedAt ? `, retirado em ${formatDate(t.revokedAt)}` : ''}`,
                )
                .join('; ')}
              . Para retirar, use o aviso de consentimento em /theo.
            </p>
          )}
        </div>
      )}
    </SectionCard>
  );
}

/**
 * The box follows the click at once (the query's optimistic copy reaches it only a tick later,
 * and a controlled box would flick back meanwhile), then whatever the query says next: the
 * server's history, or the old value back after a failure. The same element all along, so it
 * keeps the focus while it saves.
 */
function ConsentToggle({
  label,
  granted,
  pending,
  onChange,
}: {
  label: string;
  granted: boolean;
  pending: boolean;
  onChange: (granted: boolean) => void;
}) {
  const [checked, setChecked] = useState(granted);
  const [known, setKnown] = useState(granted);
  if (granted !== known) {
    setKnown(granted);
    setChecked(granted);
  }
  return (
    <label className="flex items-center gap-3 font-medium">
      <Checkbox
        className="size-4 accent-primary"
        checked={checked}
        busy={pending}
        onChange={(event) => {
          setChecked(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      {label}
    </label>
  );
}
