import type { z } from 'zod';
import type { TtlCache } from './cache';
import type {
  City,
  ContactPerson,
  Counterparty,
  CounterpartyAddress,
  DeletedDocument,
  DocumentPrice,
  ListedDocument,
  SavedDocument,
  SavedRecipient,
  Settlement,
  TrackingStatus,
  Warehouse,
  WarehouseType,
} from './schemas';

/**
 * What the Nova Poshta client offers and takes: its options, the answer every method resolves to,
 * the inputs of the calls that write, and the client's interface. Re-exported by `client.ts`.
 */

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

export type Numeric = number | string;

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
