import { cn } from '@/lib/cn';
import { inputClassName } from './input';
import { Label } from './label';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One filter of a list: a label over a native select (keyboard and phones work) whose first option,
 * the empty value, is "any".
 */
export function FilterSelect<V extends string>({
  id,
  label,
  anyLabel,
  value,
  options,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: V | '';
  options: readonly FilterOption[];
  onChange(value: V | ''): void;
  testId?: string;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V | '')}
        className={cn(inputClassName, 'w-full')}
        data-testid={testId}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
