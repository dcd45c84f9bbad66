import { useTranslation } from 'react-i18next';
import {
  refundPreferenceLabels,
  returnKindLabels,
  returnReasonLabels,
  returnStatusLabels,
} from '@supplier/contracts/returns-constants';

/** The contracts' words for a request's status, reason, kind and refund preference, in the interface's language. */
export function useReturnLabels() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'uk';
  return {
    status: returnStatusLabels[locale],
    reason: returnReasonLabels[locale],
    kind: returnKindLabels[locale],
    refundPreference: refundPreferenceLabels[locale],
  };
}
