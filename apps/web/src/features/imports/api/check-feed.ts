import { useMutation } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, IMPORTS_PATHS, type ImportCheckResponse } from '@supplier/contracts/imports';
import { apiRequest } from '@/lib/api-client';

/** POST /admin-suppliers/v1/products/imports/check, the feed in multipart field `file`: the dry run. */
export function useCheckFeed() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(IMPORT_FILE_FIELD, file);
      return apiRequest<ImportCheckResponse>(IMPORTS_PATHS.check, { method: 'POST', body, toastOnError: false });
    },
  });
}
