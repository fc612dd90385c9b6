import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/input';
import { yearFromSearch } from '../lib/display';

/**
 * The year in the address (`?ano=2025`), so a reload or a shared link shows the same year. Absent,
 * the page asks the server's default year (the one a first visit is rendered with).
 */
export function useYearParam(): [number | null, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const year = yearFromSearch(params.get('ano'));
  return [
    year,
    (next) => setParams({ ano: String(next) }, { replace: true, preventScrollReset: true }),
  ];
}

/** "Ano": the years the server has figures for, newest first (the shown one always listed). */
export function YearSelect({
  years,
  value,
  onChange,
}: {
  years: readonly number[];
  value: number;
  onChange: (year: number) => void;
}) {
  const id = useId();
  const options = years.includes(value) ? years : [value, ...years].sort((a, b) => b - a);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Ano</Label>
      <NativeSelect
        id={id}
        className="h-10 w-32"
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
