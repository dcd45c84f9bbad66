import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { RecordStates } from '@/components/ui/page-states';
import { cn } from '@/lib/cn';
import { usePageCrumb } from '@/lib/page-crumb';

/**
 * The page of one record at `/<list>/{id}` over the query of it: its `title` names the breadcrumb
 * step once loaded; not found (an id that cannot be one, or a 404), loading and a failed load as
 * `RecordStates` has them, then the record (`children`).
 */
export function RecordPage<Data>({
  id,
  title,
  ...states
}: Omit<ComponentProps<typeof RecordStates<Data>>, 'valid'> & { id: number; title(data: Data): string }) {
  usePageCrumb(states.result.data ? title(states.result.data) : null);
  return <RecordStates {...states} valid={id > 0} />;
}

/** The way back from a record to its list (`state`: what the list restores, e.g. its scroll). */
export function BackLink({ to, state, label, testId }: { to: string; state?: unknown; label: string; testId: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={to} state={state} data-testid={testId}>
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </Button>
  );
}

/**
 * The page of one record that moves through statuses (an order, a return): its number as the
 * heading, when it was placed and its status badge under it, the way back on the right, then the
 * page (`children`). `data-status` carries the status for the specs.
 */
export function RecordView({
  testId,
  status,
  title,
  placed,
  badge,
  back,
  children,
}: {
  testId: string;
  status: string;
  title: string;
  placed: string;
  badge: ReactNode;
  back: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-4" data-testid={testId} data-status={status}>
      <PageHeader
        title={title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {placed}
            {badge}
          </span>
        }
        actions={back}
      />
      {children}
    </div>
  );
}

const NOTE_TONES = {
  /** What the buyer wrote: the seller should read it before acting. */
  warning: 'border-warning-border bg-warning-surface text-warning-foreground',
  /** What the seller wrote. */
  muted: 'border-border bg-muted/50',
};

/** A titled free text on a record (the buyer's comment, the seller's refusal), its lines kept. */
export function RecordNote({
  title,
  tone,
  sellerData = false,
  testId,
  children,
}: {
  title: string;
  tone: keyof typeof NOTE_TONES;
  /** The seller's own text (`data-seller-data`). */
  sellerData?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className={cn('rounded-xl border p-4 text-sm', NOTE_TONES[tone])} aria-label={title} data-testid={testId}>
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1 break-words whitespace-pre-line" data-seller-data={sellerData ? '' : undefined}>
        {children}
      </p>
    </section>
  );
}

const COLUMN = 'grid min-w-0 grid-cols-1 content-start gap-4';

/**
 * A record's blocks in one column on a phone (`aside`, then `main`, then `asideBelow`); on a wide
 * screen `main` takes the left column and the two others the right, the second right under the first.
 */
export function RecordColumns({
  aside,
  main,
  asideBelow,
  asideTestId,
}: {
  aside: ReactNode;
  main: ReactNode;
  asideBelow: ReactNode;
  asideTestId?: string;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(16rem,22rem)] lg:grid-rows-[auto_1fr]">
      <div className={`${COLUMN} lg:col-start-2 lg:row-start-1`} data-testid={asideTestId}>
        {aside}
      </div>
      <div className={`${COLUMN} lg:col-start-1 lg:row-span-2 lg:row-start-1`}>{main}</div>
      <div className={`${COLUMN} lg:col-start-2 lg:row-start-2`}>{asideBelow}</div>
    </div>
  );
}
