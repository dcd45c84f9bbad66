import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * Under a text field with a length limit: the limit in words and a counter, so the seller sees it
 * before the server would refuse (issue 17, item 2). Pass it as the field's description.
 */
export function TextLimitHint({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation('common');
  return (
    <span className="flex justify-between gap-3" data-testid="text-limit">
      <span>{t('textLimit', { count: max })}</span>
      <span aria-hidden className={cn('tabular-nums', length > max && 'text-destructive')}>
        {length}/{max}
      </span>
    </span>
  );
}
