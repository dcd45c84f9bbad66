import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import { CopyButton } from '@/components/ui/copy-button';
import { formatUaPhone } from '@/components/ui/phone-input';
import { DetailSection } from '@/components/ui/detail-section';

function ContactCopy({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('orders');
  return (
    <CopyButton
      value={value}
      label={t('detail.copy', { value: label })}
      failedText={t('detail.copyFailed')}
      variant="ghost"
      className="size-8"
      data-testid="copy-contact"
    />
  );
}

/** A person of the order (buyer or recipient): name and phone with click-to-call and copy, then `children` (the buyer's history, the chat). */
export function ContactCard({
  title,
  name,
  phone,
  email,
  testId,
  children,
}: {
  title: string;
  children?: ReactNode;
  name: string;
  phone: string;
  email?: string | null;
  testId: string;
}) {
  const { t } = useTranslation('orders');
  const shown = formatUaPhone(phone, { nowrap: true });
  return (
    <DetailSection title={title} testId={testId}>
      <div className="flex items-center gap-1">
        <p className="min-w-0 flex-1 font-medium break-words">{name}</p>
        <ContactCopy value={name} label={name} />
      </div>
      <div className="flex items-center gap-1">
        <a
          href={`tel:${phone}`}
          className="inline-flex min-w-0 flex-1 items-center gap-2 text-primary hover:underline focus-visible:underline focus-visible:outline-none"
          aria-label={t('detail.call', { phone: shown })}
          data-testid="call-link"
        >
          <Phone className="size-4 shrink-0" aria-hidden />
          <span className="whitespace-nowrap">{shown}</span>
        </a>
        <ContactCopy value={phone} label={shown} />
      </div>
      {email && (
        <div className="flex items-center gap-1">
          <a
            href={`mailto:${email}`}
            className="min-w-0 flex-1 break-all text-primary hover:underline focus-visible:underline focus-visible:outline-none"
          >
            {email}
          </a>
          <ContactCopy value={email} label={email} />
        </div>
      )}
      {children}
    </DetailSection>
  );
}
