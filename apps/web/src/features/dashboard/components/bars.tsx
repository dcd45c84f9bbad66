/** Horizontal bars of counts with their labels; the widths are relative to the largest. */
export function Bars({ rows, testId }: { rows: { key: string; label: string; value: number }[]; testId?: string }) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.key} className="flex min-w-0 flex-col gap-1 text-sm">
          <div className="flex items-baseline justify-between gap-2">
            <span className="truncate">{row.label}</span>
            <span className="shrink-0 font-medium tabular-nums">{row.value}</span>
          </div>
          <div className="h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
            <div className="h-full rounded-full bg-primary" style={{ width: `${(row.value / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
