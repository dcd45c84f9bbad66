import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { createTtlCache, referenceCacheKey, type TtlCache } from './cache';
import { NovaPoshtaError, rejectionCode } from './errors';
import {
  contactPersonSchema,
  counterpartyAddressSchema,
  counterpartySchema,
  citySchema,
  deletedDocumentSchema,
  listedDocumentSchema,
  documentPriceSchema,
  envelopeSchema,
  savedDocumentSchema,
  savedRecipientSchema,
  settlementSearchSchema,
  totalCountOf,
  trackingStatusSchema,
  warehouseSchema,
  warehouseTypeSchema,
  type Envelope,
} from './schemas';
import type {
  CallOptions,
  NovaPoshtaClient,
  NovaPoshtaClientOptions,
  NovaPoshtaRequest,
  NovaPoshtaResult,
} from './client-types';
import { defined, internetDocumentProperties, str } from './properties';
export type * from './client-types';

/** Nova Poshta API 2.0, JSON format (the format segment must be lowercase). */
export const NOVAPOSHTA_PRODUCTION_URL = 'https://api.novaposhta.ua/v2.0/json/';

const DEFAULT_CACHE_TTL_MS = 6 * 60 * 60 * 1000;
const DEFAULT_CACHE_ENTRIES = 1000;

/** Creates the default reference cache (6 h, 1 000 entries). */
export function createReferenceCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): TtlCache<NovaPoshtaResult<unknown>> {
  return createTtlCache({
    ttlMs: options.ttlMs ?? DEFAULT_CACHE_TTL_MS,
    maxEntries: options.maxEntries ?? DEFAULT_CACHE_ENTRIES,
    now: options.now,
  });
}

/** A client for Nova Poshta API 2.0; the API key is per call because every supplier has their own. */
export function createNovaPoshtaClient(options: NovaPoshtaClientOptions = {}): NovaPoshtaClient {
  const url = options.url ?? NOVAPOSHTA_PRODUCTION_URL;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = Math.max(0, options.retries ?? 2);
  const retryDelayMs = Math.max(0, options.retryDelayMs ?? 200);
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const cache = options.cache === false ? null : (options.cache ?? createReferenceCache());
  const inflight = new Map<string, Promise<NovaPoshtaResult<unknown>>>();

  async function attempt(
    method: string,
    body: string,
    idempotent: boolean,
  ): Promise<{ envelope: Envelope } | { error: NovaPoshtaError; retryable: boolean }> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        signal: controller.signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        const status = response.status;
        const error = new NovaPoshtaError('novaposhta_unavailable', {
          kind: 'unavailable',
          method,
          httpStatus: status,
        });
        return { error, retryable: idempotent ? status >= 500 : status === 503 };
      }
      return { envelope: parseEnvelope(method, await response.text()) };
    } catch (cause) {
      if (cause instanceof NovaPoshtaError) return { error: cause, retryable: false };
      if (timedOut) {
        return {
          error: new NovaPoshtaError('novaposhta_timeout', { kind: 'timeout', method, cause }),
          retryable: false,
        };
      }
      const error = new NovaPoshtaError('novaposhta_unavailable', { kind: 'unavailable', method, cause });
      return { error, retryable: idempotent || neverReachedServer(cause) };
    } finally {
      clearTimeout(timer);
    }
  }

  async function post(request: NovaPoshtaRequest, idempotent: boolean): Promise<Envelope> {
    const method = `${request.modelName}.${request.calledMethod}`;
    const body = JSON.stringify(request);
    for (let n = 0; ; n += 1) {
      const outcome = await attempt(method, body, idempotent);
      if ('envelope' in outcome) return outcome.envelope;
      if (!outcome.retryable || n >= retries) throw outcome.error;
      const delay = retryDelayMs * 2 ** n;
      await sleep(delay + Math.random() * delay);
    }
  }

  async function fetchResult<S extends z.ZodType>(
    request: NovaPoshtaRequest,
    dataSchema: S,
    idempotent: boolean,
  ): Promise<NovaPoshtaResult<z.output<S>>> {
    const method = `${request.modelName}.${request.calledMethod}`;
    const envelope = await post(request, idempotent);
    if (!envelope.success) {
      throw new NovaPoshtaError(rejectionCode(envelope.errorCodes, envelope.errors), {
        kind: 'rejected',
        method,
        npCodes: envelope.errorCodes,
        npErrors: envelope.errors,
        warnings: envelope.warnings,
      });
    }
    const parsed = dataSchema.safeParse(envelope.data);
    if (!parsed.success) {
      throw new NovaPoshtaError('novaposhta_malformed', { kind: 'malformed', method, cause: parsed.error });
    }
    return { data: parsed.data, warnings: envelope.warnings, totalCount: totalCountOf(envelope.info) };
  }

  async function call<S extends z.ZodType>(
    request: NovaPoshtaRequest,
    dataSchema: S,
    { cache: cached = false, idempotent = true }: CallOptions = {},
  ): Promise<NovaPoshtaResult<z.output<S>>> {
    if (!cached || !cache) return fetchResult(request, dataSchema, idempotent);
    const key = referenceCacheKey(request.modelName, request.calledMethod, request.methodProperties);
    const hit = cache.get(key) as NovaPoshtaResult<z.output<S>> | undefined;
    if (hit) return structuredClone(hit);
    // Identical lookups in flight share one request.
    let pending = inflight.get(key) as Promise<NovaPoshtaResult<z.output<S>>> | undefined;
    if (!pending) {
      pending = fetchResult(request, dataSchema, idempotent)
        .then((result) => {
          cache.set(key, result);
          return result;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return structuredClone(await pending);
  }

  const request = (
    apiKey: string,
    modelName: string,
    calledMethod: string,
    properties: Record<string, unknown> = {},
  ) => ({
    apiKey,
    modelName,
    calledMethod,
    methodProperties: defined(properties),
  });

  const getCounterparties: NovaPoshtaClient['getCounterparties'] = (apiKey, params) =>
    call(
      request(apiKey, 'Counterparty', 'getCounterparties', {
        CounterpartyProperty: params.counterpartyProperty,
        Page: str(params.page),
        FindByString: params.findByString,
        CityRef: params.cityRef,
      }),
      z.array(counterpartySchema),
    );

  return {
    cache,
    call,
    getCounterparties,

    async validateKey(apiKey) {
      const result = await getCounterparties(apiKey, { counterpartyProperty: 'Sender', page: 1 });
      const sender = result.data[0];
      if (!sender) {
        throw new NovaPoshtaError('novaposhta_no_sender', {
          kind: 'rejected',
          method: 'Counterparty.getCounterparties',
          warnings: result.warnings,
        });
      }
      return { ...result, data: sender };
    },

    getCounterpartyContactPersons: (apiKey, params) =>
      call(
        request(apiKey, 'Counterparty', 'getCounterpartyContactPersons', { Ref: params.ref, Page: str(params.page) }),
        z.array(contactPersonSchema),
      ),

    getCounterpartyAddresses: (apiKey, params) =>
      call(
        request(apiKey, 'Counterparty', 'getCounterpartyAddresses', {
          Ref: params.ref,
          CounterpartyProperty: params.counterpartyProperty,
          Page: str(params.page),
        }),
        z.array(counterpartyAddressSchema),
      ),

    async searchSettlements(apiKey, params) {
      const result = await call(
        request(apiKey, 'Address', 'searchSettlements', {
          CityName: params.cityName,
          Limit: str(params.limit ?? 50),
          Page: str(params.page ?? 1),
        }),
        settlementSearchSchema,
        { cache: true },
      );
      const first = result.data[0];
      return { data: first?.Addresses ?? [], warnings: result.warnings, totalCount: first?.TotalCount ?? 0 };
    },

    getCities: (apiKey, params = {}) =>
      call(
        request(apiKey, 'Address', 'getCities', {
          FindByString: params.findByString,
          Ref: params.ref,
          Page: str(params.page),
          Limit: str(params.limit),
        }),
        z.array(citySchema),
        { cache: true },
      ),

    getWarehouses: (apiKey, params) =>
      call(
        request(apiKey, 'Address', 'getWarehouses', {
          CityRef: params.cityRef,
          CityName: params.cityName,
          TypeOfWarehouseRef: params.typeOfWarehouseRef,
          FindByString: params.findByString,
          WarehouseId: str(params.warehouseId),
          Page: str(params.page),
          Limit: str(params.limit),
        }),
        z.array(warehouseSchema),
        { cache: true },
      ),

    getWarehouseTypes: (apiKey) =>
      call(request(apiKey, 'Address', 'getWarehouseTypes'), z.array(warehouseTypeSchema), { cache: true }),

    async saveRecipient(apiKey, person) {
      const result = await call(
        request(
          apiKey,
          'Counterparty',
          'save',
          defined({
            CounterpartyProperty: 'Recipient',
            CounterpartyType: 'PrivatePerson',
            FirstName: person.firstName,
            MiddleName: person.middleName,
            LastName: person.lastName,
            Phone: person.phone,
          }),
        ),
        z.array(savedRecipientSchema).min(1),
        { idempotent: false },
      );
      return { ...result, data: result.data[0]! };
    },

    async saveInternetDocument(apiKey, input) {
      const result = await call(
        request(apiKey, 'InternetDocument', 'save', internetDocumentProperties(input)),
        z.array(savedDocumentSchema).min(1),
        { idempotent: false },
      );
      return { ...result, data: result.data[0]! };
    },

    getDocumentList: (apiKey, days) =>
      call(
        request(apiKey, 'InternetDocument', 'getDocumentList', {
          DateTimeFrom: days.from,
          DateTimeTo: days.to,
          GetFullList: '1',
        }),
        z.array(listedDocumentSchema),
      ),

    deleteInternetDocument: (apiKey, refs) =>
      call(
        request(apiKey, 'InternetDocument', 'delete', {
          DocumentRefs: Array.isArray(refs) && refs.length === 1 ? refs[0] : refs,
        }),
        z.array(deletedDocumentSchema),
        { idempotent: false },
      ),

    async getDocumentPrice(apiKey, input) {
      const result = await call(
        request(apiKey, 'InternetDocument', 'getDocumentPrice', {
          CitySender: input.citySender,
          CityRecipient: input.cityRecipient,
          Weight: str(input.weight),
          ServiceType: input.serviceType,
          Cost: str(input.cost),
          CargoType: input.cargoType,
          SeatsAmount: str(input.seatsAmount),
          RedeliveryCalculate: input.redeliveryCalculate && {
            CargoType: input.redeliveryCalculate.cargoType,
            Amount: str(input.redeliveryCalculate.amount),
          },
        }),
        z.array(documentPriceSchema).min(1),
      );
      return { ...result, data: result.data[0]! };
    },

    getTrackingStatus: (apiKey, documents) =>
      call(
        request(apiKey, 'TrackingDocument', 'getStatusDocuments', {
          Documents: documents.map((d) => defined({ DocumentNumber: d.number, Phone: d.phone })),
        }),
        z.array(trackingStatusSchema),
      ),
  };
}

function parseEnvelope(method: string, raw: string): Envelope {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (cause) {
    throw new NovaPoshtaError('novaposhta_malformed', { kind: 'malformed', method, cause });
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) {
    throw new NovaPoshtaError('novaposhta_malformed', { kind: 'malformed', method, cause: parsed.error });
  }
  return parsed.data;
}

/** Connection refused or name not resolved: the request never left, so even a write may be repeated. */
function neverReachedServer(error: unknown): boolean {
  const codes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } } | null)?.cause;
  if (!cause) return false;
  if (typeof cause.code === 'string' && codes.has(cause.code)) return true;
  return Array.isArray(cause.errors) && cause.errors.length > 0 && cause.errors.every((e) => codes.has(String(e.code)));
}
