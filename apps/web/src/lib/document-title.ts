import { useEffect } from 'react';

export const APP_NAME = 'AlgoOne';
export const HOME_TITLE = 'AlgoOne — Consultoria de investimentos independente';

/** "Termos de Uso" → "Termos de Uso | AlgoOne". */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${APP_NAME}` : HOME_TITLE;
}

/** Sets `document.title` for the page that renders it. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
