import { formatHryvnias } from '@/lib/money-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import {
  RETURN_COMMENT_MAX,
  RETURN_REFUSAL_MAX,
  RETURN_REFUSAL_MIN,
  type ReturnDetail,
} from '@supplier/contracts/returns';
import { Alert, AlertContent, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessages } from '@/lib/api-client';
import { isConflict, useDecideReturn, type ReturnDecision } from '../api/decide-return';
import { AcceptReturnDialog } from './accept-return-dialog';
import { TextDecisionDialog } from './text-decision-dialog';

type Asked = 'accept' | 'refuse' | 'cancel' | 'receive' | 'refund' | null;

/**
 * The buttons the request allows now (`next_actions`, the server's word). Accepting, refusing,
 * cancelling, receiving and recording a refund ask first; making the return waybill again does
 * not. A decision someone else made first (409) closes the dialog, says so and shows the request
 * afresh; other refusals are shown where the seller acted.
 */
export function ReturnActions({ request }: { request: ReturnDetail }) {
  const { t } = useTranslation('returns');
  const decide = useDecideReturn(request);
  const [asked, setAsked] = useState<Asked>(null);
  const [conflict, setConflict] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const actions = request.next_actions;

  /** Resolves when done or refused by a conflict (shown on the page); rejects with other refusals. */
  const run = async (decision: ReturnDecision) => {
    setConflict(false);
    setProblem(null);
    try {
      const saved = await decide.mutateAsync(decision);
      setAsked(null);
      toast({ variant: 'successful', description: saved.message || t('actions.done') });
    } catch (error) {
      if (isConflict(error)) {
        setAsked(null);
        setConflict(true);
        return;
      }
      throw error;
    }
  };
  /** In a dialog: its own error line shows the refusal. */
  const runShown = (decision: ReturnDecision) =>
    run(decision).catch((error: unknown) => setProblem(errorMessages(error).join(' ')));
  const open = (which: Asked) => {
    setProblem(null);
    setAsked(which);
  };

  return (
    <div className="grid gap-3" data-testid="return-actions">
      {conflict && (
        <Alert variant="warning" role="alert" data-testid="return-conflict">
          <CircleAlert aria-hidden />
          <AlertContent>
            <AlertDescription>{t('actions.conflict')}</AlertDescription>
          </AlertContent>
        </Alert>
      )}
      {problem && asked === null && (
        <p role="alert" className="text-sm text-destructive" data-testid="return-action-problem">
          {problem}
        </p>
      )}
      {actions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('actions.none')}</p>
      ) : (
        <div role="group" aria-label={t('actions.label')} className="flex flex-wrap gap-2">
          {actions.includes('accept') && (
            <Button onClick={() => open('accept')} disabled={decide.isPending} data-testid="return-action-accept">
              {t('actions.accept')}
            </Button>
          )}
          {actions.includes('waybill') && (
            <Button
              onClick={() => void runShown({ action: 'waybill' })}
              disabled={decide.isPending}
              data-testid="return-action-waybill"
            >
              {t('actions.waybill')}
            </Button>
          )}
          {actions.includes('receive') && (
            <Button
              variant={actions.includes('waybill') ? 'outline' : 'default'}
              onClick={() => open('receive')}
              disabled={decide.isPending}
              data-testid="return-action-receive"
            >
              {t('actions.receive')}
            </Button>
          )}
          {actions.includes('refund') && (
            <Button onClick={() => open('refund')} disabled={decide.isPending} data-testid="return-action-refund">
              {t('actions.refund')}
            </Button>
          )}
          {actions.includes('refuse') && (
            <Button
              variant="outline"
              className="text-destructive"
              onClick={() => open('refuse')}
              disabled={decide.isPending}
              data-testid="return-action-refuse"
            >
              {t('actions.refuse')}
            </Button>
          )}
          {actions.includes('cancel') && (
            <Button
              variant="ghost"
              onClick={() => open('cancel')}
              disabled={decide.isPending}
              data-testid="return-action-cancel"
            >
              {t('actions.cancel')}
            </Button>
          )}
        </div>
      )}
      {actions.includes('accept') && (
        <AcceptReturnDialog
          request={request}
          open={asked === 'accept'}
          onOpenChange={(next) => open(next ? 'accept' : null)}
          busy={decide.isPending}
          error={problem}
          onAccept={(items) => runShown(items ? { action: 'accept', items } : { action: 'accept' })}
        />
      )}
      <TextDecisionDialog
        open={asked === 'refuse'}
        onOpenChange={(next) => open(next ? 'refuse' : null)}
        texts={{
          title: t('refuse.title', { number: request.number }),
          description: t('refuse.description'),
          label: t('refuse.reason'),
          required: t('refuse.required', { min: RETURN_REFUSAL_MIN }),
          submit: t('refuse.submit'),
        }}
        min={RETURN_REFUSAL_MIN}
        max={RETURN_REFUSAL_MAX}
        busy={decide.isPending}
        error={problem}
        testIds={{
          dialog: 'return-refuse-dialog',
          text: 'return-refuse-reason',
          submit: 'return-refuse-submit',
          problem: 'return-refuse-problem',
        }}
        onSubmit={(reason) => runShown({ action: 'refuse', reason })}
      />
      <TextDecisionDialog
        open={asked === 'refund'}
        onOpenChange={(next) => open(next ? 'refund' : null)}
        texts={{
          title: t('actions.refundTitle'),
          description: t('actions.refundDescription', { amount: formatHryvnias(request.amount) }),
          label: t('actions.refundComment'),
          submit: t('actions.refundSubmit'),
        }}
        min={0}
        max={RETURN_COMMENT_MAX}
        busy={decide.isPending}
        error={problem}
        testIds={{
          dialog: 'return-refund-dialog',
          text: 'return-refund-comment',
          submit: 'return-refund-submit',
          problem: 'return-refund-problem',
        }}
        onSubmit={(comment) => runShown({ action: 'refund', comment: comment || null })}
      />
      <ConfirmDialog
        open={asked === 'cancel' || asked === 'receive'}
        onOpenChange={(next) => !next && setAsked(null)}
        title={asked === 'cancel' ? t('actions.cancelTitle', { number: request.number }) : t('actions.receiveTitle')}
        description={asked === 'cancel' ? t('actions.cancelDescription') : t('actions.receiveDescription')}
        confirmLabel={asked === 'cancel' ? t('actions.cancel') : t('actions.receive')}
        onConfirm={() => run({ action: asked === 'cancel' ? 'cancel' : 'receive' })}
      />
    </div>
  );
}
