import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy, Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';

/** SPEC section 9: the copied-link confirmation shows for 2 seconds. */
const COPIED_MS = 2_000;

/** The referral link (`/auth/signup?referral_id={userId}`) with a copy button. */
export function ReferralLinkCard({ link, onCopy }: { link: string; onCopy(text: string): Promise<void> }) {
  const { t } = useTranslation('referral');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await onCopy(link);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast({ variant: 'destructive', description: t('link.copyFailed') });
    }
  };

  const Icon = copied ? Check : Copy;
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-6"
      aria-labelledby={`${id}-title`}
    >
      <div className="flex items-start gap-3">
        <Link2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 id={`${id}-title`} className="font-semibold">
            {t('link.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('link.hint')}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-link`} className="sr-only">
          {t('link.label')}
        </label>
        <Input
          id={`${id}-link`}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-sm"
          data-testid="referral-link"
        />
        <Button
          onClick={() => void copy()}
          variant={copied ? 'outline' : 'default'}
          className="shrink-0"
          data-testid="referral-link-copy"
          data-copied={copied ? 'true' : undefined}
        >
          <Icon aria-hidden />
          {copied ? t('link.copied') : t('link.copy')}
        </Button>
      </div>
      <span role="status" className="sr-only">
        {copied ? t('link.copiedStatus') : ''}
      </span>
    </section>
  );
}
