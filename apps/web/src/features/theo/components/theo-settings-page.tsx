import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { CircleCheck, CircleX, KeyRound, PlugZap, Unplug } from 'lucide-react';
import type { TTheoConnectionTest, TTheoSettings } from '@algoone/contracts';
import { describeTheoUsageMonth, TOASTS } from '@algoone/domain';
import { Field, PasswordInput } from '@/components/forms';
import { PageError, PageStatus } from '@/components/page-status';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { toastSuccess } from '@/lib/spec-toasts';
import { useDisconnectTheo } from '../api/disconnect-theo';
import { useTheoSettings } from '../api/get-theo-settings';
import { useTheoUsage } from '../api/get-theo-usage';
import { useSaveTheoSettings } from '../api/save-theo-settings';
import { useTestTheoConnection } from '../api/test-theo-connection';

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const number = new Intl.NumberFormat('pt-BR');

function ProviderForm({ settings, onDone }: { settings: TTheoSettings; onDone: () => void }) {
  const save = useSaveTheoSettings();
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl ?? DEFAULT_BASE_URL);
  const [model, setModel] = useState(settings.model);
  const [apiKey, setApiKey] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const hasKey = settings.apiKeyMasked !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    if (!apiKey.trim() && !hasKey) {
      // docs/product.md: a blank key is refused before anything is sent.
      toast.error(TOASTS.apiKeyRequired.title, { description: TOASTS.apiKeyRequired.description });
      setErrors({ apiKey: TOASTS.apiKeyRequired.description });
      return;
    }
    save.mutate(
      { baseUrl, model, ...(apiKey.trim() ? { apiKey } : {}) },
      {
        onSuccess: (result) => {
          toastSuccess(result.toast);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors({ ...error.fields });
          if (isApiError(error) && error.message === TOASTS.apiConfigError.title) {
            toast.error(TOASTS.apiConfigError.title, {
              description: TOASTS.apiConfigError.description,
            });
          } else toast.error(errorMessage(error));
        },
      },
    );
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <Field
        id="theo-base-url"
        label="URL base (compatível com OpenAI)"
        error={errors.baseUrl}
        description="Por exemplo, https://api.openai.com/v1. Endereços locais ou de rede privada são recusados."
      >
        {(control) => (
          <Input
            {...control}
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.target.value)}
            inputMode="url"
          />
        )}
      </Field>
      <Field id="theo-model" label="Modelo" error={errors.model}>
        {(control) => (
          <Input {...control} value={model} onChange={(e) => setModel(e.target.value)} />
        )}
      </Field>
      <Field
        id="theo-api-key"
        label="API Key"
        error={errors.apiKey}
        description={
          hasKey
            ? `Chave salva: ${settings.apiKeyMasked ?? ''}. Deixe em branco para mantê-la.`
            : 'A chave é guardada cifrada e nunca é mostrada de novo.'
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            value={apiKey}
            autoComplete="off"
            onChange={(e) => setApiKey(e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? 'Testando e salvando...' : 'Salvar'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/** /admin/theo: the AI provider's settings (admin), the connection test and usage per month. */
export function TheoSettingsPage() {
  useDocumentTitle('Theo');
  const settings = useTheoSettings();
  const usage = useTheoUsage();
  const disconnect = useDisconnectTheo();
  const test = useTestTheoConnection();
  const [editing, setEditing] = useState(false);
  const [result, setResult] = useState<TTheoConnectionTest | null>(null);

  if (settings.isPending) return <PageStatus>Carregando a configuração do Theo...</PageStatus>;
  if (settings.isError) {
    return (
      <PageError
        title="Não foi possível carregar a configuração"
        onRetry={() => void settings.refetch()}
      >
        {errorMessage(settings.error)}
      </PageError>
    );
  }
  const current = settings.data;
  const connected = current.source !== 'none';

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Theo: provedor de IA</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          O Theo usa um provedor compatível com a API da OpenAI. Sem provedor, ele responde no modo
          básico, com os dados do investidor e a Academia.
        </p>
      </header>

      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>Conexão</CardTitle>
            <Badge variant={connected ? 'default' : 'secondary'}>
              {connected ? (current.label ?? current.model) : 'Básico'}
            </Badge>
          </div>
          <CardDescription>
            {connected
              ? `Conectado a ${current.baseUrl ?? ''} com o modelo ${current.model}${
                  current.source === 'environment' ? ' (definido no ambiente do servidor)' : ''
                }. Chave: ${current.apiKeyMasked ?? ''}.`
              : 'Nenhum provedor configurado: o Theo está no modo básico.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!connected && !editing && (
            <Alert variant="warning">
              <KeyRound aria-hidden="true" />
              <AlertTitle>API Key não configurada</AlertTitle>
              <AlertDescription className="grid gap-2">
                <p>Configure uma API key para o Theo responder com inteligência artificial.</p>
                <div>
                  <Button type="button" size="sm" onClick={() => setEditing(true)}>
                    Configurar API Key
                  </Button>
                </div>
              </AlertDescription>
            </Alert>
          )}
          {editing ? (
            <ProviderForm settings={current} onDone={() => setEditing(false)} />
          ) : (
            <div className="flex flex-wrap gap-2">
              {connected && (
                <Button type="button" variant="outline" onClick={() => setEditing(true)}>
                  <KeyRound aria-hidden="true" />
                  Alterar configuração
                </Button>
              )}
              <Button
                type="button"
                variant="outline"
                busy={test.isPending}
                disabled={!connected}
                onClick={() =>
                  test.mutate(undefined, {
                    onSuccess: (outcome) => {
                      setResult(outcome);
                      if (outcome.ok)
                        toastSuccess({
                          title: 'Conexão estabelecida',
                          description: outcome.message,
                        });
                      else toast.error('Falha na conexão', { description: outcome.message });
                    },
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                <PlugZap aria-hidden="true" />
                {test.isPending ? 'Testando...' : 'Testar conexão'}
              </Button>
              {connected && current.source === 'admin' && (
                <Button
                  type="button"
                  variant="ghost"
                  busy={disconnect.isPending}
                  onClick={() =>
                    disconnect.mutate(undefined, {
                      onSuccess: (outcome) => {
                        setResult(null);
                        toastSuccess(outcome.toast);
                      },
                      onError: (error) => toast.error(errorMessage(error)),
                    })
                  }
                >
                  <Unplug aria-hidden="true" />
                  Desconectar
                </Button>
              )}
            </div>
          )}
          {result && (
            <p
              role="status"
              className={`flex items-start gap-2 text-sm font-medium ${result.ok ? 'text-emerald-700' : 'text-destructive'}`}
            >
              {result.ok ? (
                <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              ) : (
                <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              )}
              {result.message}
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Uso por mês</CardTitle>
          <CardDescription>
            Tokens enviados e recebidos do provedor. Limite por investidor:{' '}
            {usage.data ? number.format(usage.data.monthlyBudgetPerInvestor) : '—'} tokens por mês.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {usage.isError ? (
            <p className="text-sm text-destructive">{errorMessage(usage.error)}</p>
          ) : !usage.data ? (
            <p className="text-sm text-muted-foreground">Carregando...</p>
          ) : usage.data.months.length === 0 ? (
            <p className="text-sm text-muted-foreground">Ainda não houve uso do provedor.</p>
          ) : (
            <ul className="grid gap-3">
              {usage.data.months.map((month) => {
                // The bar is the share of the month's limit (budget × investors who asked).
                const shown = describeTheoUsageMonth(month, usage.data.monthlyBudgetPerInvestor);
                return (
                  <li key={month.month} className="grid gap-1 text-sm">
                    <div className="flex flex-wrap justify-between gap-2">
                      <span className="font-medium">{shown.title}</span>
                      <span className="text-muted-foreground">{shown.line}</span>
                    </div>
                    <div className="h-2 rounded-full bg-muted" aria-hidden="true">
                      <div
                        className="h-2 rounded-full bg-primary"
                        style={{
                          width: `${shown.share > 0 ? Math.max(1, shown.share * 100) : 0}%`,
                        }}
                      />
                    </div>
                    <span className="text-xs text-muted-foreground">{shown.shareLabel}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
