import type { ReactNode } from 'react';
import { FileText } from 'lucide-react';
import { formatLongDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/document-title';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  version: string;
  updatedAt: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** Layout of /termos and /privacidade: title, update date, table of contents, numbered sections. */
export function LegalDocument({ title, version, updatedAt, intro, sections }: LegalDocumentProps) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
      <header className="max-w-3xl border-b pb-8">
        <span className="inline-flex items-center gap-2 rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
          <FileText className="size-3.5" aria-hidden="true" />
          Documento legal · versão {version}
        </span>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm font-medium text-muted-foreground">
          Última atualização: <time dateTime={updatedAt}>{formatLongDate(updatedAt)}</time>
        </p>
        <div className="legal-prose mt-6 text-[1.05rem]">{intro}</div>
      </header>

      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <nav
          aria-labelledby="sumario-titulo"
          className="self-start rounded-xl border bg-card p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
        >
          <h2 id="sumario-titulo" className="text-sm font-semibold tracking-wide uppercase">
            Sumário
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground"
                >
                  <span className="w-5 shrink-0 text-right tabular-nums">{index + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl space-y-12">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-titulo`}
              className="scroll-mt-24"
            >
              <h2
                id={`${section.id}-titulo`}
                className="text-xl font-semibold tracking-tight sm:text-2xl"
              >
                <span className="mr-2 text-primary tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="legal-prose mt-4">{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

interface LegalTableProps {
  caption: string;
  columns: readonly string[];
  /** The first cell of each row is its header. */
  rows: readonly (readonly string[])[];
}

/** A table that stacks into labelled blocks on narrow screens instead of scrolling sideways. */
export function LegalTable({ caption, columns, rows }: LegalTableProps) {
  return (
    <div className="legal-table">
      <table>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells]) => (
            <tr key={head}>
              <th scope="row">{head}</th>
              {cells.map((cell, index) => (
                <td key={columns[index + 1]} data-label={columns[index + 1]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
