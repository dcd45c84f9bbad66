import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeliveryMethod } from '@supplier/contracts/deliveries';
import { Button } from '@/components/ui/button';
import { SavedMethod, SavedMethods } from '@/components/ui/saved-methods';
import { useDeliveryMethods } from '../api/get-delivery-methods';
import { DELIVERIES_PATHS } from '../paths';
import { useMethodSummary } from './method-summary';

function SavedCarrier({ method }: { method: DeliveryMethod }) {
  const { t } = useTranslation('deliveries');
  return (
    <SavedMethod
      name={t(`carriers.${method.carrier}.name`)}
      summary={useMethodSummary(method)}
      configured={method.configured}
      warning={t('saved.notConfigured')}
      testId={`saved-${method.carrier}`}
    />
  );
}

/** `deliveries/saved`: the carriers the supplier switched on. */
export function SavedDeliveries() {
  const { t } = useTranslation('deliveries');
  return (
    <SavedMethods
      result={useDeliveryMethods()}
      saved={(method) => method.enabled}
      empty={{
        title: t('saved.empty'),
        description: t('saved.emptyDescription'),
        action: (
          <Button asChild>
            <Link to={DELIVERIES_PATHS.panel}>{t('actions.toPanel')}</Link>
          </Button>
        ),
      }}
    >
      {(method) => <SavedCarrier key={method.carrier} method={method} />}
    </SavedMethods>
  );
}
