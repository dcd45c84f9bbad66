import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every auth page: the page's heading (its route title), a lead text, the form, links. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Card className="gap-6 border-0 bg-transparent py-0 shadow-none sm:border sm:bg-card sm:py-8 sm:shadow-sm">
      <CardHeader className="px-0 sm:px-8">
        <CardTitle level={1}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="px-0 sm:px-8">{children}</CardContent>
      {footer ? (
        <CardFooter className="flex-wrap justify-center gap-x-1 gap-y-2 px-0 text-sm text-muted-foreground sm:px-8">
          {footer}
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** A form's main button: full width, disabled with a spinner while the call is under way. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {children}
    </Button>
  );
}
