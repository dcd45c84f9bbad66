import type { ReactNode } from 'react';
import { Switch } from '@/components/ui/switch';

/**
 * One method of a catalogue with an enable switch (delivery carriers, payment methods): name and
 * status badges, a description and the summary of its settings, a configure action and the switch.
 */
export function MethodCard({
  id,
  name,
  heading: Heading = 'h2',
  badges,
  description,
  summary,
  configure,
  enabled,
  busy,
  onToggle,
  enableLabel,
  testId,
}: {
  id: string;
  name: string;
  heading?: 'h2' | 'h3';
  badges: ReactNode;
  description: string;
  summary: string | null;
  /** The way to the method's settings (a button or a link). */
  configure: ReactNode;
  enabled: boolean;
  busy: boolean;
  onToggle: (enabled: boolean) => void;
  enableLabel: string;
  testId: string;
}) {
  const titleId = `${id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid={testId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading id={titleId} className="font-semibold">
            {name}
          </Heading>
          {badges}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        {summary && <p className="mt-1 text-sm break-words">{summary}</p>}
      </div>
      <div className="flex items-center gap-3">
        {configure}
        <Switch checked={enabled} disabled={busy} onCheckedChange={onToggle} aria-label={enableLabel} />
      </div>
    </li>
  );
}
