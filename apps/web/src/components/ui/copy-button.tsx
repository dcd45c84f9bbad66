import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { copyText } from '@/lib/clipboard';
import { Button } from './button';
import { toast } from './use-toast';

const COPIED_MS = 2000;

/**
 * An icon button that copies `value`: a tick and «Скопійовано» for a moment, or a toast with
 * `failedText` when the browser refuses.
 */
export function CopyButton({
  value,
  label,
  failedText,
  ...props
}: { value: string; label: string; failedText: string } & Omit<
  ComponentProps<typeof Button>,
  'onClick' | 'aria-label' | 'value'
>) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Button
      size="icon"
      {...props}
      aria-label={copied ? t('copied') : label}
      onClick={() =>
        copyText(value).then(
          () => {
            setCopied(true);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setCopied(false), COPIED_MS);
          },
          () => toast({ variant: 'destructive', description: failedText }),
        )
      }
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
    </Button>
  );
}
