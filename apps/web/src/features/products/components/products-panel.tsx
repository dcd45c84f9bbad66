import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileUp, Lock, PencilLine } from 'lucide-react';
import { Alert, AlertContent } from '@/components/ui/alert';
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
    <Alert variant="warning" data-testid="panel-gate">
      <Lock aria-hidden />
      <AlertContent>
        {t('panel.gate')}{' '}
        <Link to="/articles-information" className="font-medium underline">
          {t('panel.gateLink')}
        </Link>
      </AlertContent>
    </Alert>
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
