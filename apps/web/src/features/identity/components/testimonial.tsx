import { useTranslation } from 'react-i18next';

/** The static supplier-manager testimonial of the auth screen (SPEC section 1). */
export function Testimonial() {
  const { t } = useTranslation('identity');
  return (
    <figure className="max-w-xl space-y-6">
      <blockquote className="text-xl leading-relaxed font-medium text-white xl:text-2xl">
        <p>{t('testimonial.quote')}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-full bg-white/10 text-base font-semibold text-white"
        >
          {t('testimonial.name')
            .split(' ')
            .map((part) => part[0])
            .join('')}
        </span>
        <span className="grid">
          <span className="font-semibold text-white">{t('testimonial.name')}</span>
          <span className="text-sm text-zinc-300">{t('testimonial.role')}</span>
        </span>
      </figcaption>
    </figure>
  );
}
