import { RESEARCH_CATEGORIES, type ResearchCategory } from '@algoone/domain';
import type { ReportFilters } from '../api/search-reports';

/**
 * /research keeps its filters in the address (`?busca=…&categoria=…&pagina=…`), so a search can be
 * shared, survives a reload and comes back with the browser's back button. Values the page would
 * not offer (an unknown category, page 0) are dropped, not sent.
 */
export function filtersFromParams(params: URLSearchParams): ReportFilters {
  const q = params.get('busca')?.trim() || undefined;
  const rawCategory = params.get('categoria');
  const category = RESEARCH_CATEGORIES.includes(rawCategory as ResearchCategory)
    ? (rawCategory as ResearchCategory)
    : undefined;
  const page = Number(params.get('pagina'));
  return { q, category, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

export function paramsFromFilters(filters: ReportFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q) params.busca = filters.q;
  if (filters.category) params.categoria = filters.category;
  if (filters.page && filters.page > 1) params.pagina = String(filters.page);
  return params;
}
