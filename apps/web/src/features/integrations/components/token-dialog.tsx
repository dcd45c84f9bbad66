import { useTranslation } from 'react-i18next';
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

/**
 * The token, shown this once: a read-only field with a copy button and the warning that it
 * cannot be seen again. Only the button closes it (a stray click outside does not).
 */
export function TokenDialog({ token, name, onClose }: { token: string | null; name?: string; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  return (
    <Dialog open={token !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        showClose={false}
        onInteractOutside={(event) => event.preventDefault()}
        data-testid="integration-token-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('tokenDialog.title')}</DialogTitle>
          {name && <DialogDescription>{name}</DialogDescription>}
        </DialogHeader>
        <Alert variant="warning">
          <TriangleAlert aria-hidden />
          <AlertContent>
            <AlertDescription>{t('tokenDialog.warning')}</AlertDescription>
          </AlertContent>
        </Alert>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="integration-token">{t('tokenDialog.label')}</Label>
          <div className="flex min-w-0 gap-2">
            <Input
              id="integration-token"
              readOnly
              value={token ?? ''}
              className="min-w-0 font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
              data-testid="integration-token"
            />
            <CopyButton
              value={token ?? ''}
              label={t('tokenDialog.copy')}
              failedText={t('tokenDialog.copyFailed')}
              variant="outline"
              data-testid="integration-token-copy"
            />
          </div>
          <p className="text-sm break-words text-muted-foreground">{t('tokenDialog.usage')}</p>
        </div>
        <DialogFooter>
          <Button onClick={onClose} data-testid="integration-token-done">
            {t('tokenDialog.done')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
