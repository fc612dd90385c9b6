import { GOAL_SUGGESTED_NAMES } from '@algoone/domain';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { GoalName, OnboardingDraft } from '../lib/draft';
import { WizardNav } from './wizard-nav';

type Preference = keyof OnboardingDraft['preferences'];

const PREFERENCES: readonly { key: Preference; label: string; explanation: string }[] = [
  {
    key: 'cryptoInterest',
    label: 'Tenho interesse em criptoativos',
    explanation:
      'Até 5 pontos da parcela de Ações Brasil vão para Cripto. Criptoativos oscilam muito: a parcela fica pequena de propósito.',
  },
  {
    key: 'noStocks',
    label: 'Prefiro não investir diretamente em ações',
    explanation:
      'A parcela de Ações Brasil vai para Multimercado, em fundos com gestão profissional.',
  },
  {
    key: 'internationalInterest',
    label: 'Tenho interesse em investir no exterior',
    explanation:
      'Registramos sua preferência. A parcela internacional segue o seu perfil e só fica de fora com patrimônio abaixo de R$ 5.000,00, quando os custos de câmbio pesam demais.',
  },
];

/**
 * Step 4 (docs/product.md §2): the preferences reading A takes — crypto, no direct stocks,
 * international — and, optionally, a first goal from the ten suggestions (§9).
 */
export function StepPreferences({
  draft,
  onChange,
  onBack,
  onNext,
}: {
  draft: OnboardingDraft;
  onChange: (patch: Partial<OnboardingDraft>) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const setPreference = (key: Preference, value: boolean) =>
    onChange({ preferences: { ...draft.preferences, [key]: value } });

  return (
    <div>
      <div className="grid gap-8">
        <fieldset className="min-w-0">
          <legend className="mb-4 text-sm font-medium">Como você prefere investir?</legend>
          <ul className="grid divide-y rounded-lg border bg-card">
            {PREFERENCES.map((preference) => {
              const id = `preferencia-${preference.key}`;
              const on = draft.preferences[preference.key];
              return (
                <li
                  key={preference.key}
                  className="relative flex items-start justify-between gap-4 p-4 transition-colors first:rounded-t-lg last:rounded-b-lg hover:bg-secondary/40 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40"
                >
                  <div className="grid gap-1">
                    {/* The label stretches over the whole row, so a tap anywhere toggles it. */}
                    <label
                      htmlFor={id}
                      className="cursor-pointer font-medium after:absolute after:inset-0 after:content-['']"
                    >
                      {preference.label}
                    </label>
                    <p id={`${id}-explicacao`} className="text-sm text-muted-foreground">
                      {preference.explanation}
                    </p>
                  </div>
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    checked={on}
                    aria-describedby={`${id}-explicacao`}
                    onChange={(event) => setPreference(preference.key, event.target.checked)}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
                      on ? 'bg-primary' : 'bg-input',
                    )}
                  >
                    <span
                      className={cn(
                        'size-5 rounded-full bg-background shadow-sm transition-transform motion-reduce:transition-none',
                        on ? 'translate-x-5' : 'translate-x-0',
                      )}
                    />
                  </span>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <div className="grid gap-2">
          <Label htmlFor="primeiro-objetivo">
            Seu primeiro objetivo{' '}
            <span className="font-normal text-muted-foreground">(opcional)</span>
          </Label>
          <NativeSelect
            id="primeiro-objetivo"
            aria-describedby="primeiro-objetivo-dica"
            value={draft.firstGoalName ?? ''}
            onChange={(event) =>
              onChange({
                firstGoalName: (GOAL_SUGGESTED_NAMES as readonly string[]).includes(
                  event.target.value,
                )
                  ? (event.target.value as GoalName)
                  : null,
              })
            }
          >
            <option value="">Nenhum por enquanto</option>
            {GOAL_SUGGESTED_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
          <p id="primeiro-objetivo-dica" className="text-sm text-muted-foreground">
            Depois você define o valor e o prazo em Objetivos.
          </p>
        </div>
      </div>
      <WizardNav idPrefix="passo-4" onBack={onBack} onNext={onNext} nextLabel="Ver meu plano" />
    </div>
  );
}
