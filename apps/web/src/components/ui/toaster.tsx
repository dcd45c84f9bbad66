import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToastStore, type ToastVariant } from './use-toast';

const DURATION = 5_000;

const icons: Partial<Record<ToastVariant, typeof CircleCheck>> = {
  destructive: CircleAlert,
  successful: CircleCheck,
};

/** Renders the toasts of `use-toast` (call `toast()` from anywhere). Mount once per layout. */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <ToastProvider swipeDirection="right" label={t('notificationsRegion')}>
      {toasts.map(({ id, title, description, variant, open }) => {
        const Icon = icons[variant];
        return (
          <Toast
            key={id}
            variant={variant}
            open={open}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            duration={variant === 'loading' ? Infinity : DURATION}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
          >
            {variant === 'loading' ? (
              <LoaderCircle className="animate-spin" aria-hidden />
            ) : (
              Icon && <Icon aria-hidden />
            )}
            <div className="grid min-w-0 gap-1">
              {title && <ToastTitle>{title}</ToastTitle>}
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            <ToastClose label={t('close')} />
          </Toast>
        );
      })}
      <ToastViewport />
    </ToastProvider>
  );
}
