import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NP_ERROR } from '@supplier/contracts/deliveries';
import { errorMessages } from '@/lib/api-client';
import { apiErrorCode } from '@/lib/form';
import { deliveriesKeys } from '../../api/keys';

/**
 * A picker's Nova Poshta look-up as the combobox shows it (loading, failure, empty). A failure
 * because of the key makes the page show the key's state instead (the sender call knows it).
 */
export function useLookup(query: { isFetching: boolean; isError: boolean; error: unknown }) {
  const { t } = useTranslation('deliveries');
  const queryClient = useQueryClient();
  const code = apiErrorCode(query.error);
  const keyFailed = code === NP_ERROR.keyMissing || code === NP_ERROR.keyInvalid;
  useEffect(() => {
    if (keyFailed) void queryClient.invalidateQueries({ queryKey: deliveriesKeys.sender() });
  }, [keyFailed, queryClient]);
  return {
    loading: query.isFetching,
    error: query.isError ? errorMessages(query.error).join(' ') : null,
    emptyText: t('sender.nothingFound'),
    loadingText: t('sender.loading'),
  };
}

/** Keeps the items whose text contains what was typed (any case). */
export const byText = (text: string) => {
  const needle = text.trim().toLowerCase();
  return (label: string) => !needle || label.toLowerCase().includes(needle);
};
