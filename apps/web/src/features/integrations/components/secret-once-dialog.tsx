import { TriangleAlert } from 'lucide-react';
import { Alert, AlertContent, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface SecretOnceTexts {
  title: string;
  warning: string;
  label: string;
  copy: string;
  copyFailed: string;
  usage: string;
  done: string;
}

/**
 * A secret shown this once (an API token, a webhook signing secret): a read-only field with a copy
 * button and the warning that it cannot be seen again. Only the button closes it (a stray click
 * outside does not). Test ids: `<testId>-dialog`, `<testId>`, `<testId>-copy`, `<testId>-done`.
 */
export function SecretOnceDialog({
  secret,
  subtitle,
  texts,
  testId,
  onClose,
}: {
  secret: string | null;
  subtitle?: string;
  texts: SecretOnceTexts;
  testId: string;
  onClose(): void;
}) {
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        showClose={false}
        onInteractOutside={(event) => event.preventDefault()}
        data-testid={`${testId}-dialog`}
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          {subtitle && <DialogDescription className="break-all">{subtitle}</DialogDescription>}
        </DialogHeader>
        <Alert variant="warning">
          <TriangleAlert aria-hidden />
          <AlertContent>
            <AlertDescription>{texts.warning}</AlertDescription>
          </AlertContent>
        </Alert>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={testId}>{texts.label}</Label>
          <div className="flex min-w-0 gap-2">
            <Input
              id={testId}
              readOnly
              value={secret ?? ''}
              className="min-w-0 font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
              data-testid={testId}
            />
            <CopyButton
              value={secret ?? ''}
              label={texts.copy}
              failedText={texts.copyFailed}
              variant="outline"
              data-testid={`${testId}-copy`}
            />
          </div>
          <p className="text-sm break-words text-muted-foreground">{texts.usage}</p>
        </div>
        <DialogFooter>
          <Button onClick={onClose} data-testid={`${testId}-done`}>
            {texts.done}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
