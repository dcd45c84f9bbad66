import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useSidebar } from '@/components/ui/sidebar';
import { LANGUAGES, changeLanguage, type Language } from '@/lib/i18n';
import { playChime } from '@/lib/chime';
import { cn } from '@/lib/cn';
import { densities, themes } from '../settings';
import { useAppSettings } from '../store';

interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
  /** The label's own language, when it is not the panel's (a language's name in itself). */
  lang?: string;
}

/** A row of labelled radio cards (radix RadioGroup: arrows move, one tab stop). */
function ChoiceGroup<T extends string>({
  label,
  value,
  choices,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  choices: Choice<T>[];
  onChange(value: T): void;
  testId: string;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend id={id} className="mb-2 text-sm font-medium">
        {label}
      </legend>
      <RadioGroup.Root
        aria-labelledby={id}
        value={value}
        onValueChange={(next) => onChange(next as T)}
        className="grid gap-2 sm:grid-cols-3"
        data-testid={testId}
      >
        {choices.map((choice) => (
          <RadioGroup.Item
            key={choice.value}
            value={choice.value}
            data-value={choice.value}
            className={cn(
              'flex flex-col items-start gap-0.5 rounded-lg border border-border bg-card px-4 py-3 text-left text-sm transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none data-[state=checked]:border-primary data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
            )}
          >
            <span className="font-medium" lang={choice.lang}>
              {choice.label}
            </span>
            {choice.hint && <span className="text-xs text-muted-foreground">{choice.hint}</span>}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </fieldset>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-6">{children}</CardContent>
    </Card>
  );
}

/** `Налаштування додатка`: language, theme, side menu, density, the new-order sound; all kept on this device. */
export function AppSettingsForm() {
  const { t, i18n } = useTranslation('app-settings');
  const settings = useAppSettings();
  const sidebar = useSidebar();
  const language: Language = i18n.language === 'en' ? 'en' : 'uk';

  return (
    <div className="flex flex-col gap-6" data-testid="app-settings">
      <Section title={t('interface.title')} description={t('interface.description')}>
        <ChoiceGroup<Language>
          label={t('language.label')}
          value={language}
          testId="language-choice"
          choices={LANGUAGES.map((value) => ({ value, label: t(`language.names.${value}`), lang: value }))}
          onChange={(value) => changeLanguage(value)}
        />
        <ChoiceGroup
          label={t('theme.label')}
          value={settings.theme}
          testId="theme-choice"
          choices={themes.map((value) => ({ value, label: t(`theme.${value}`), hint: t(`theme.hints.${value}`) }))}
          onChange={(theme) => settings.update({ theme })}
        />
      </Section>
      <Section title={t('layout.title')}>
        <div className="flex items-start gap-3">
          <Checkbox
            id="sidebar-collapsed"
            checked={settings.sidebarCollapsed}
            data-testid="sidebar-collapsed"
            onCheckedChange={(checked) => {
              const collapsed = checked === true;
              settings.update({ sidebarCollapsed: collapsed });
              sidebar.setExpanded(!collapsed);
            }}
            className="mt-0.5"
          />
          <div className="grid gap-1">
            <Label htmlFor="sidebar-collapsed" className="cursor-pointer">
              {t('layout.sidebarCollapsed')}
            </Label>
            <p className="text-sm text-muted-foreground">{t('layout.sidebarCollapsedHint')}</p>
          </div>
        </div>
        <ChoiceGroup
          label={t('density.label')}
          value={settings.density}
          testId="density-choice"
          choices={densities.map((value) => ({
            value,
            label: t(`density.${value}`),
            hint: t(`density.hints.${value}`),
          }))}
          onChange={(density) => settings.update({ density })}
        />
      </Section>
      <Section title={t('orders.title')}>
        <div className="flex items-start gap-3">
          <Checkbox
            id="new-order-sound"
            checked={settings.newOrderSound}
            data-testid="new-order-sound"
            onCheckedChange={(checked) => {
              const on = checked === true;
              settings.update({ newOrderSound: on });
              if (on) playChime();
            }}
            className="mt-0.5"
          />
          <div className="grid gap-1">
            <Label htmlFor="new-order-sound" className="cursor-pointer">
              {t('orders.sound')}
            </Label>
            <p className="text-sm text-muted-foreground">{t('orders.soundHint')}</p>
          </div>
        </div>
      </Section>
      <p className="text-sm text-muted-foreground">{t('deviceOnly')}</p>
    </div>
  );
}
