import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { showErrorToast } from '@/lib/api-client';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { DEFAULT_RESEND_SECONDS } from '../lib/paths';
import { retryAfterSeconds } from '../lib/server-errors';

interface ResendCodeProps {
  /** When a new code may be asked for (epoch ms); 0 means now. */
  resendAt: number;
  /** Asks for a new code; answers the seconds until the next one may be asked for. */
  send(): Promise<number | undefined>;
}

/** "Send the code again", disabled with a countdown until the server allows a new code. */
export function ResendCode({ resendAt, send }: ResendCodeProps) {
  const { t } = useTranslation('identity');
  const { seconds, restart } = useCountdown(resendAt);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  async function handleClick() {
    setPending(true);
    setSent(false);
    try {
      restart((await send()) ?? DEFAULT_RESEND_SECONDS);
      setSent(true);
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait > 0) restart(wait);
      showErrorToast(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid justify-items-center gap-1 text-center text-sm">
      <Button
        type="button"
        variant="link"
        size="sm"
        disabled={seconds > 0 || pending}
        onClick={() => void handleClick()}
      >
        {seconds > 0 ? t('confirm.resendIn', { time: formatCountdown(seconds) }) : t('confirm.resend')}
      </Button>
      <p role="status" className="min-h-5 text-muted-foreground">
        {sent ? t('confirm.codeSent') : null}
      </p>
    </div>
  );
}
