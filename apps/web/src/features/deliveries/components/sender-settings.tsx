import { useTranslation } from 'react-i18next';
import type { SenderResponse } from '@supplier/contracts/deliveries';
import { Alert, AlertContent, AlertDescription } from '@/components/ui/alert';
import { QueryStates } from '@/components/ui/page-states';
import { useSender } from '../api/get-sender';
import { KeyStateNotice } from './sender/key-state-notice';
import { SenderForm } from './sender/sender-form';

/** `deliveries/sender`: the sender picked through the default key, or what is missing for it. */
export function SenderSettings() {
  const sender = useSender();
  return (
    <QueryStates result={sender} loading={{ rows: 4, className: 'h-12' }}>
      {(data) => <Sender sender={data} />}
    </QueryStates>
  );
}

function Sender({ sender }: { sender: SenderResponse }) {
  const { t } = useTranslation('deliveries');
  const { state, key } = sender;
  if (state === 'no_key' || state === 'key_invalid') return <KeyStateNotice sender={sender} />;
  return (
    <div className="grid gap-4">
      {key && (
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
          {t('sender.keyLine', { name: key.name, masked: key.masked_key })}
        </p>
      )}
      {state === 'key_changed' && (
        <Alert variant="warning" data-testid="sender-key-state" data-state={state}>
          <AlertContent>
            <AlertDescription>{t('sender.keyChanged')}</AlertDescription>
          </AlertContent>
        </Alert>
      )}
      <SenderForm key={sender.data?.updated_at ?? 'new'} saved={state === 'ready' ? sender.data : null} />
    </div>
  );
}
