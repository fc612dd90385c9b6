import type { PortfolioCategory } from '@algoone/domain';
import { NativeSelect } from '@/components/ui/input';
import { CATEGORY_COLORS, PORTFOLIO_CATEGORIES } from '../lib/display';

/** The class's colour as a small square beside its name. */
export function CategorySwatch({ category }: { category: PortfolioCategory }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3 shrink-0 rounded-[3px]"
      style={{ background: CATEGORY_COLORS[category] }}
    />
  );
}

/** A select of the classes, with an empty first option ("Escolha a classe"). */
export function CategorySelect({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  className,
}: {
  id: string;
  value: PortfolioCategory | '';
  onChange: (value: PortfolioCategory | '') => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  className?: string;
}) {
  return (
    <NativeSelect
      id={id}
      value={value}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className={className}
      onChange={(event) => onChange(event.target.value as PortfolioCategory | '')}
    >
      <option value="">Escolha a classe</option>
      {PORTFOLIO_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </NativeSelect>
  );
}
