import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileUp, Lock, PencilLine } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

/**
 * `products/panel`: the start page for adding products, by hand or from a feed. While
 * the information articles are not set up it waits behind them (the shell shows the prompt too).
 */
export function ProductsPanel({ title, informationReady }: { title: string; informationReady: boolean }) {
  const { t } = useTranslation('products');
  const gate = !informationReady && (
    <p
      className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
      data-testid="panel-gate"
    >
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {t('panel.gate')}{' '}
        <Link to="/articles-information" className="font-medium underline">
          {t('panel.gateLink')}
        </Link>
      </span>
    </p>
  );
  return (
    <section className="flex flex-col gap-4" data-testid="products-panel">
      <PageHeader title={title} description={t('panel.description')} />
      {gate}
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="gap-4">
          <CardHeader>
            <PencilLine className="size-8 text-primary" aria-hidden />
            <CardTitle level={2}>{t('panel.manualTitle')}</CardTitle>
            <CardDescription>{t('panel.manualText')}</CardDescription>
          </CardHeader>
          <CardContent>
            {informationReady ? (
              <Button asChild>
                <Link to="/products/create/categories" data-testid="panel-manual">
                  {t('panel.manualAction')}
                </Link>
              </Button>
            ) : (
              <Button disabled>{t('panel.manualAction')}</Button>
            )}
          </CardContent>
        </Card>
        <Card className="gap-4">
          <CardHeader>
            <FileUp className="size-8 text-primary" aria-hidden />
            <CardTitle level={2}>{t('panel.importTitle')}</CardTitle>
            <CardDescription>{t('panel.importText')}</CardDescription>
          </CardHeader>
          <CardContent>
            {informationReady ? (
              <Button asChild variant="outline">
                <Link to="/products/import" data-testid="panel-import">
                  {t('panel.importAction')}
                </Link>
              </Button>
            ) : (
              <Button disabled variant="outline">
                {t('panel.importAction')}
              </Button>
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
