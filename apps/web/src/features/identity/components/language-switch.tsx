import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** A quiet uk/en switch; the choice is kept in localStorage `lang`. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('identity');
  const current = i18n.language === 'en' ? 'en' : 'uk';
  return (
    <div role="group" aria-label={t('language.label')} className={cn('flex items-center gap-1 text-xs', className)}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => changeLanguage(language)}
          className={cn(
            'rounded-md px-2 py-1 font-medium uppercase transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
            current === language ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-zinc-900',
          )}
        >
          {language === 'uk' ? 'UA' : 'EN'}
          <span className="sr-only"> — {t(`language.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
