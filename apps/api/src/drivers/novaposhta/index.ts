/** Nova Poshta API 2.0: the client (production endpoint or the local server), its cache and its errors. */
export {
  createNovaPoshtaClient,
  createReferenceCache,
  NOVAPOSHTA_PRODUCTION_URL,
  type CallOptions,
  type CargoType,
  type CounterpartyProperty,
  type DocumentPriceInput,
  type InternetDocumentInput,
  type NovaPoshtaClient,
  type NovaPoshtaClientOptions,
  type NovaPoshtaRequest,
  type NovaPoshtaResult,
  type OptionsSeat,
  type PayerType,
  type PaymentMethod,
  type ServiceType,
} from './client';
export { createTtlCache, type TtlCache, type TtlCacheOptions } from './cache';
export { NovaPoshtaError, NP_ERROR_CODES, type NovaPoshtaErrorCode, type NovaPoshtaErrorKind } from './errors';
export type {
  City,
  ContactPerson,
  Counterparty,
  CounterpartyAddress,
  DeletedDocument,
  DocumentPrice,
  SavedDocument,
  SavedRecipient,
  Settlement,
  TrackingStatus,
  Warehouse,
  WarehouseType,
} from './schemas';
export {
  DEMO_NOVAPOSHTA_KEY,
  LOCAL_NOVAPOSHTA_KEYS,
  startLocalNovaPoshta,
  type LocalNovaPoshta,
  type LocalNovaPoshtaCall,
} from './local-server';
export { markingPdf, markingRequest, type MarkingLabel, type MarkingLayout } from './marking';
