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
  type City,
  type ContactPerson,
  type Counterparty,
  type CounterpartyAddress,
  type DeletedDocument,
  type ListedDocument,
  type DocumentPrice,
  type Envelope,
  type SavedDocument,
  type SavedRecipient,
  type Settlement,
  type TrackingStatus,
  type Warehouse,
  type WarehouseType,
} from './schemas';

/** Nova Poshta API 2.0, JSON format (the format segment must be lowercase). */
export const NOVAPOSHTA_PRODUCTION_URL = 'https://api.novaposhta.ua/v2.0/json/';

export interface NovaPoshtaClientOptions {
  /** Endpoint; every call is one POST here. Default: the production endpoint. */
  url?: string;
  /** Per attempt, covering the answer's body too. Default 10 000. */
  timeoutMs?: number;
  /** Extra attempts after a network fault or an HTTP 5xx (never after `success:false` or a timeout). Default 2. */
  retries?: number;
  /** First backoff; doubles per attempt, plus up to the same again of jitter. Default 200. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
  /** Reference data cache (settlements, cities, warehouses, warehouse types); `false` turns it off. */
  cache?: TtlCache<NovaPoshtaResult<unknown>> | false;
}

/** What every method resolves to: the typed data plus NP's warnings and, for lists, `info.totalCount`. */
export interface NovaPoshtaResult<T> {
  data: T;
  warnings: string[];
  totalCount: number | null;
}

export interface NovaPoshtaRequest {
  apiKey: string;
  modelName: string;
  calledMethod: string;
  methodProperties: Record<string, unknown>;
}

export interface CallOptions {
  /** Serve from / store in the reference cache (only for data that does not depend on the key). */
  cache?: boolean;
  /**
   * Safe to repeat. Non-idempotent calls (creating or deleting documents) are retried only when the request
   * surely never reached NP (connection refused, DNS) or NP said 503.
   */
  idempotent?: boolean;
}

type Numeric = number | string;

export type CounterpartyProperty = 'Sender' | 'Recipient' | 'ThirdPerson';
export type PayerType = 'Sender' | 'Recipient' | 'ThirdPerson';
export type PaymentMethod = 'Cash' | 'NonCash';
export type CargoType = 'Cargo' | 'Documents' | 'Parcel' | 'TiresWheels' | 'Pallet';
export type ServiceType =
  'WarehouseWarehouse' | 'WarehouseDoors' | 'DoorsWarehouse' | 'DoorsDoors' | 'WarehousePostomat' | 'DoorsPostomat';

export interface OptionsSeat {
  /** cm */
  volumetricWidth: Numeric;
  volumetricLength: Numeric;
  volumetricHeight: Numeric;
  /** kg */
  weight: Numeric;
}

/** `InternetDocument.save` (PROTOCOLS 2.4): each field maps to NP's name with a capital first letter. */
export type InternetDocumentInput = {
  payerType: PayerType;
  paymentMethod: PaymentMethod;
  /** dd.mm.yyyy */
  dateTime: string;
  cargoType: CargoType;
  /** kg, at least 0.1 */
  weight: Numeric;
  serviceType: ServiceType;
  seatsAmount: Numeric;
  description: string;
  /** Declared value, UAH (NP applies 300 when left out, but the product always sends it). */
  cost: Numeric;
  citySender: string;
  sender: string;
  /** A warehouse Ref for warehouse services, else the sender's address Ref. */
  senderAddress: string;
  contactSender: string;
  /** 380XXXXXXXXX */
  sendersPhone: string;
  cityRecipient: string;
  recipient: string;
  recipientAddress: string;
  contactRecipient: string;
  recipientsPhone: string;
  /** Order number shown on the waybill. */
  infoRegClientBarcodes?: string;
  /** Payment control amount. */
  afterpaymentOnGoodsCost?: Numeric;
  /** Cash on delivery; the payer must be Sender or Recipient. */
  backwardDeliveryData?: { payerType: 'Sender' | 'Recipient'; cargoType: 'Money'; redeliveryString: Numeric }[];
  thirdPerson?: string;
  senderWarehouseIndex?: string;
  recipientWarehouseIndex?: string;
} & (
  | { /** m³, at least 0.0004 */ volumeGeneral: Numeric; optionsSeat?: OptionsSeat[] }
  | { volumeGeneral?: Numeric; /** One seat for postomats. */ optionsSeat: OptionsSeat[] }
);

export interface DocumentPriceInput {
  citySender: string;
  cityRecipient: string;
  weight: Numeric;
  serviceType: ServiceType;
  cost: Numeric;
  cargoType: CargoType;
  seatsAmount: Numeric;
  /** Adds the COD fee (CostRedelivery) to the answer. */
  redeliveryCalculate?: { cargoType: 'Money'; amount: Numeric };
}

export interface NovaPoshtaClient {
  /** `Counterparty.getCounterparties {CounterpartyProperty:'Sender', Page:'1'}`: resolves to the key's sender. */
  validateKey(apiKey: string): Promise<NovaPoshtaResult<Counterparty>>;
  getCounterparties(
    apiKey: string,
    params: { counterpartyProperty: CounterpartyProperty; page?: number; findByString?: string; cityRef?: string },
  ): Promise<NovaPoshtaResult<Counterparty[]>>;
  getCounterpartyContactPersons(
    apiKey: string,
    params: { ref: string; page?: number },
  ): Promise<NovaPoshtaResult<ContactPerson[]>>;
  getCounterpartyAddresses(
    apiKey: string,
    params: { ref: string; counterpartyProperty?: 'Sender' | 'Recipient'; page?: number },
  ): Promise<NovaPoshtaResult<CounterpartyAddress[]>>;
  /** `Address.searchSettlements`, flattened from `data[0].Addresses`; `cityRef` is NP's `DeliveryCity`. Cached. */
  searchSettlements(
    apiKey: string,
    params: { cityName: string; limit?: number; page?: number },
  ): Promise<NovaPoshtaResult<Settlement[]>>;
  /** `Address.getCities`. Cached. */
  getCities(
    apiKey: string,
    params?: { findByString?: string; ref?: string; page?: number; limit?: number },
  ): Promise<NovaPoshtaResult<City[]>>;
  /** `Address.getWarehouses`. Cached. */
  getWarehouses(
    apiKey: string,
    params: {
      cityRef?: string;
      cityName?: string;
      typeOfWarehouseRef?: string;
      findByString?: string;
      warehouseId?: Numeric;
      page?: number;
      limit?: number;
    },
  ): Promise<NovaPoshtaResult<Warehouse[]>>;
  /** `Address.getWarehouseTypes`. Cached. */
  getWarehouseTypes(apiKey: string): Promise<NovaPoshtaResult<WarehouseType[]>>;
  /**
   * `Counterparty.save {CounterpartyProperty:'Recipient', CounterpartyType:'PrivatePerson'}`: the
   * buyer as a recipient (`Recipient`) and their contact person (`ContactRecipient`). Phone 380XXXXXXXXX.
   */
  saveRecipient(
    apiKey: string,
    person: { firstName: string; lastName: string; middleName?: string; phone: string },
  ): Promise<NovaPoshtaResult<SavedRecipient>>;
  /** `InternetDocument.save`: creates a waybill (TTN). Never retried once it may have reached NP. */
  saveInternetDocument(apiKey: string, input: InternetDocumentInput): Promise<NovaPoshtaResult<SavedDocument>>;
  /**
   * `InternetDocument.getDocumentList {DateTimeFrom, DateTimeTo, GetFullList}`: the key's waybills
   * made in the days given (dd.mm.yyyy), with the client barcode and recipient phone of each.
   */
  getDocumentList(apiKey: string, days: { from: string; to: string }): Promise<NovaPoshtaResult<ListedDocument[]>>;
  /** `InternetDocument.delete {DocumentRefs}`. */
  deleteInternetDocument(apiKey: string, refs: string | string[]): Promise<NovaPoshtaResult<DeletedDocument[]>>;
  /** `InternetDocument.getDocumentPrice`. */
  getDocumentPrice(apiKey: string, input: DocumentPriceInput): Promise<NovaPoshtaResult<DocumentPrice>>;
  /** `TrackingDocument.getStatusDocuments {Documents:[{DocumentNumber, Phone}]}`; the phone unlocks full details. */
  getTrackingStatus(
    apiKey: string,
    documents: { number: string; phone?: string }[],
  ): Promise<NovaPoshtaResult<TrackingStatus[]>>;
  /** Any other NP method, answered through the same transport, error mapping and parsing. */
  call<S extends z.ZodType>(
    request: NovaPoshtaRequest,
    dataSchema: S,
    options?: CallOptions,
  ): Promise<NovaPoshtaResult<z.output<S>>>;
  /** The reference cache, or null when off. */
  readonly cache: TtlCache<NovaPoshtaResult<unknown>> | null;
}

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

/** NP's field names for a waybill; numbers go as strings, as NP's own examples send them. */
function internetDocumentProperties(input: InternetDocumentInput): Record<string, unknown> {
  return {
    PayerType: input.payerType,
    PaymentMethod: input.paymentMethod,
    DateTime: input.dateTime,
    CargoType: input.cargoType,
    Weight: str(input.weight),
    ServiceType: input.serviceType,
    SeatsAmount: str(input.seatsAmount),
    Description: input.description,
    Cost: str(input.cost),
    CitySender: input.citySender,
    Sender: input.sender,
    SenderAddress: input.senderAddress,
    ContactSender: input.contactSender,
    SendersPhone: input.sendersPhone,
    CityRecipient: input.cityRecipient,
    Recipient: input.recipient,
    RecipientAddress: input.recipientAddress,
    ContactRecipient: input.contactRecipient,
    RecipientsPhone: input.recipientsPhone,
    VolumeGeneral: str(input.volumeGeneral),
    OptionsSeat: input.optionsSeat?.map((seat) => ({
      volumetricWidth: str(seat.volumetricWidth),
      volumetricLength: str(seat.volumetricLength),
      volumetricHeight: str(seat.volumetricHeight),
      weight: str(seat.weight),
    })),
    InfoRegClientBarcodes: input.infoRegClientBarcodes,
    AfterpaymentOnGoodsCost: str(input.afterpaymentOnGoodsCost),
    BackwardDeliveryData: input.backwardDeliveryData?.map((item) => ({
      PayerType: item.payerType,
      CargoType: item.cargoType,
      RedeliveryString: str(item.redeliveryString),
    })),
    ThirdPerson: input.thirdPerson,
    SenderWarehouseIndex: input.senderWarehouseIndex,
    RecipientWarehouseIndex: input.recipientWarehouseIndex,
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

function str(value: Numeric | undefined): string | undefined {
  return value === undefined ? undefined : String(value);
}

function defined(properties: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== undefined));
}
