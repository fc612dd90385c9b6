/** Copy and figures of the landing page that more than one section reads. */

export const LANDING_STATS = [
  { value: 'R$ 50 mi+', label: 'sob recomendação' },
  { value: '2.500+', label: 'investidores atendidos' },
  { value: '15%+', label: 'de cashback médio' },
  { value: '< 5 min', label: 'para receber seu plano' },
] as const;

/** SPEC §9 allocation table, profile Moderado, horizon Médio. */
export const SAMPLE_ALLOCATION = [
  { label: 'Renda Fixa', percent: 50, strokeClass: 'stroke-chart-1', swatchClass: 'bg-chart-1' },
  { label: 'Multimercado', percent: 25, strokeClass: 'stroke-chart-2', swatchClass: 'bg-chart-2' },
  { label: 'Ações Brasil', percent: 20, strokeClass: 'stroke-chart-3', swatchClass: 'bg-chart-3' },
  { label: 'Internacional', percent: 5, strokeClass: 'stroke-chart-4', swatchClass: 'bg-chart-4' },
] as const;
