import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_DEACTIVATE_FIELD,
  IMPORT_FILE_FIELD,
  IMPORT_KEY_FIELD,
  IMPORT_OPEN_STATUSES,
  IMPORT_PROGRESS_EVENT,
  importChannel,
  type ProductImport,
  type ImportKeyField,
} from '@supplier/contracts/imports';
import { attributesEndpoints } from '@supplier/contracts/attributes-endpoints';
import { importsEndpoints } from '@supplier/contracts/imports-endpoints';
import { callEndpoint, type EndpointBody, type EndpointResponse } from '@/lib/endpoint-client';
import { listenPrivate, onReconnected } from '@/lib/realtime';
import { OPEN_RUNS_POLL_MS, sourcesPollMs } from '../lib/sources-poll';

export const importsKeys = {
  all: ['imports'] as const,
  list: () => [...importsKeys.all, 'list'] as const,
  detail: (id: number) => [...importsKeys.all, 'detail', id] as const,
  sources: () => [...importsKeys.all, 'sources'] as const,
};

/** The multipart body of a feed: `fields` first, as the server reads the file as it streams. */
function feedForm(file: File, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(IMPORT_FILE_FIELD, file);
  return body;
}

type ImportsList = EndpointResponse<typeof importsEndpoints.listProductImports>;

const isOpen = (run: ProductImport) => IMPORT_OPEN_STATUSES.includes(run.status);

/**
 * The newest runs that ended still listened to: their pictures are fetched after them (passes 1
 * and 4 minutes apart), and each picture that fails adds a problem to its run.
 */
const ENDED_LISTENED = 3;

/** GET /admin-suppliers/v1/product-imports: the last 50 runs, newest first. */
export function useImports() {
  return useQuery({
    queryKey: importsKeys.list(),
    queryFn: ({ signal }) => callEndpoint(importsEndpoints.listProductImports, { signal }),
    // Realtime carries the progress; asking now and then as well covers a run that ended before
    // its channel was listened to (a run a feed URL's check started a moment ago).
    refetchInterval: (query) => (query.state.data?.data.some(isOpen) ? OPEN_RUNS_POLL_MS : false),
  });
}

/** GET /admin-suppliers/v1/product-imports/{id}: one run with its problems. */
export function useImport(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importsKeys.detail(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(importsEndpoints.getProductImport, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
  const run = query.data?.data;
  // The report read now is the run as it stands: the list's «Звіт (N проблем)» says the same count.
  useEffect(() => {
    if (!run) return;
    const { problems: _problems, ...summary } = run;
    queryClient.setQueryData<ImportsList>(importsKeys.list(), (list) =>
      list ? { data: list.data.map((item) => (item.id === run.id ? summary : item)) } : list,
    );
  }, [run, queryClient]);
  return query;
}

/** POST /admin-suppliers/v1/product-imports, the feed in field `file`: starts a run. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      deactivateMissing,
      keyField,
    }: {
      file: File;
      deactivateMissing: boolean;
      keyField: ImportKeyField;
    }) =>
      callEndpoint(importsEndpoints.startProductImport, {
        body: feedForm(file, {
          [IMPORT_KEY_FIELD]: keyField,
          [IMPORT_DEACTIVATE_FIELD]: String(deactivateMissing),
        }),
        toastOnError: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKeys.all }),
  });
}

/** POST /admin-suppliers/v1/product-imports/{id}/cancel. */
export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(importsEndpoints.cancelProductImport, { params: { id }, toastOnError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKeys.all }),
  });
}

/**
 * Keeps the open runs of the list live, and the newest ended ones (their pictures' problems may
 * still come): each listens to its `private-import.{id}` channel and puts what comes into the
 * list; after a lost connection the list is fetched again.
 */
export function useImportsLive(runs: ProductImport[] | undefined) {
  const queryClient = useQueryClient();
  const ended = (runs ?? []).filter((run) => !isOpen(run)).slice(0, ENDED_LISTENED);
  const open = (runs ?? []).filter((run) => isOpen(run) || ended.includes(run)).map((run) => run.id);
  const key = open.join(',');
  useEffect(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    const stops = ids.map((id) =>
      listenPrivate(importChannel(id), IMPORT_PROGRESS_EVENT, (payload) => {
        const run = payload as ProductImport;
        queryClient.setQueryData<ImportsList>(importsKeys.list(), (list) =>
          list ? { data: list.data.map((item) => (item.id === run.id ? run : item)) } : list,
        );
        if (!isOpen(run)) {
          void queryClient.invalidateQueries({ queryKey: importsKeys.detail(run.id) });
          if (run.source_id !== null) void queryClient.invalidateQueries({ queryKey: importsKeys.sources() });
        }
      }),
    );
    const stopReconnect = onReconnected(() => void queryClient.invalidateQueries({ queryKey: importsKeys.all }));
    return () => {
      for (const stop of stops) stop();
      stopReconnect();
    };
  }, [key, queryClient]);
}

/** POST /admin-suppliers/v1/product-imports/check, the feed in field `file`: the dry run. */
export function useCheckFeed() {
  return useMutation({
    mutationFn: ({ file, keyField }: { file: File; keyField: ImportKeyField }) =>
      callEndpoint(importsEndpoints.checkProductImport, {
        body: feedForm(file, { [IMPORT_KEY_FIELD]: keyField }),
        toastOnError: false,
      }),
  });
}

/** GET /admin-suppliers/v1/product-import-sources: the feed URLs kept in sync. */
export function useImportSources() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: importsKeys.sources(),
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(importsEndpoints.listProductImportSources, { signal });
      // A check may have started a run the list does not have yet: the list shows it.
      const runs = queryClient.getQueryData<ImportsList>(importsKeys.list());
      const known = new Set(runs?.data.map((run) => run.id));
      if (runs && answer.data.some((source) => source.last_import && !known.has(source.last_import.id))) {
        void queryClient.invalidateQueries({ queryKey: importsKeys.list() });
      }
      return answer;
    },
    // The run's end also refreshes them through its realtime progress.
    refetchInterval: (query) => sourcesPollMs(query.state.data?.data ?? [], Date.now()),
  });
}

/** POST …/product-import-sources (no `id`) or PUT …/product-import-sources/{id}. */
export function useSaveImportSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: EndpointBody<typeof importsEndpoints.addProductImportSource> }) =>
      id
        ? callEndpoint(importsEndpoints.updateProductImportSource, { params: { id }, body, toastOnError: false })
        : callEndpoint(importsEndpoints.addProductImportSource, { body, toastOnError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKeys.sources() }),
  });
}

/** DELETE …/product-import-sources/{id}: its runs stay. */
export function useRemoveImportSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(importsEndpoints.removeProductImportSource, { params: { id }, toastOnError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKeys.all }),
  });
}

/** POST …/product-import-sources/{id}/check: checked in the background. */
export function useCheckImportSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(importsEndpoints.checkProductImportSource, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKeys.sources() }),
  });
}

/** PUT /admin-suppliers/v1/product-imports/mappings: confirms (remembers) the category and param choices. */
export function useSaveImportMappings() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof importsEndpoints.saveProductImportMappings>) =>
      callEndpoint(importsEndpoints.saveProductImportMappings, { body, toastOnError: false }),
  });
}

/** The supplier's attributes a feed param may fill (GET /admin-suppliers/v1/attributes, by name). */
export function useImportAttributes(enabled: boolean) {
  return useQuery({
    queryKey: [...importsKeys.all, 'attributes'],
    queryFn: ({ signal }) => callEndpoint(attributesEndpoints.listAttributes, { query: { per_page: 200 }, signal }),
    enabled,
  });
}
