import { HOW_IT_WORKS } from '../lib/brokers-page';

/** /corretoras' steps from choosing a broker to a confirmed account. */
export function HowOpeningWorks() {
  return (
    <section aria-labelledby="como-funciona-titulo" className="grid gap-4">
      <h2 id="como-funciona-titulo" className="text-xl font-semibold">
        Como funciona
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {HOW_IT_WORKS.map((step, index) => (
          <li key={step.title} className="flex gap-3 rounded-xl border bg-card p-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div className="grid content-start gap-1">
              <h3 className="font-semibold">
                <span className="sr-only">Passo {index + 1}: </span>
                {step.title}
              </h3>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
