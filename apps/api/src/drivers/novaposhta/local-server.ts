import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatMoney } from '@supplier/contracts/money';
import {
  ACCOUNTS,
  CITIES,
  LOCAL_FAULT_HEADER,
  LOCAL_NOVAPOSHTA_KEYS,
  TRACKED_DOCUMENTS,
  WAREHOUSE_TYPES,
  WAREHOUSES,
  type FixtureAccount,
  type FixtureCity,
  type FixtureCounterparty,
  type FixtureWarehouse,
} from './fixtures';
import { markingPdf, markingRequest, type MarkingLabel } from './marking';

export { DEMO_NOVAPOSHTA_KEY, LOCAL_FAULT_HEADER, LOCAL_NOVAPOSHTA_KEYS } from './fixtures';

/** One request as the local server received it. */
export interface LocalNovaPoshtaCall {
  apiKey: string;
  modelName: string;
  calledMethod: string;
  methodProperties: Record<string, unknown>;
}

export interface LocalNovaPoshta {
  /** The endpoint to give the client (`…/v2.0/json/`). */
  url: string;
  close(): Promise<void>;
  /** Every request received, in order, including the ones answered with a fault. */
  readonly calls: readonly LocalNovaPoshtaCall[];
  /** The next `count` requests get HTTP `status` (default 503) instead of an answer. */
  failNext(count: number, status?: number): void;
  /**
   * Pins the tracking status of a waybill created here (a test hook: jumps it along its life);
   * answers false for a number this server did not create.
   */
  setTrackingStatus(number: string, code: string): boolean;
}

type Props = Record<string, unknown>;

interface NpError {
  text: string;
  code?: string;
}

/** NP's answer: always all nine fields; numbers as strings, as NP sends most of them. */
interface Answer {
  success: boolean;
  data: unknown[];
  errors: string[];
  warnings: unknown[];
  info: unknown;
  messageCodes: string[];
  errorCodes: string[];
  warningCodes: string[];
  infoCodes: string[];
}

const ok = (data: unknown[], extra: { warnings?: unknown[]; info?: unknown } = {}): Answer => ({
  success: true,
  data,
  errors: [],
  warnings: extra.warnings ?? [],
  info: extra.info ?? [],
  messageCodes: [],
  errorCodes: [],
  warningCodes: [],
  infoCodes: [],
});

/** errors[i] pairs with errorCodes[i]; texts NP sends without a code add no code. */
const fail = (...errors: NpError[]): Answer => ({
  success: false,
  data: [],
  errors: errors.map((e) => e.text),
  warnings: [],
  info: [],
  messageCodes: [],
  errorCodes: errors.flatMap((e) => (e.code ? [e.code] : [])),
  warningCodes: [],
  infoCodes: [],
});

// Texts and codes from NP's message reference (CommonGeneral.getMessageCodeText) and NP answers seen in public code.
const ERR = {
  authFail: { text: 'API auth fail', code: '20000200068' },
  keyEmpty: { text: 'apiKey is empty', code: '20000200069' },
  documentNotFound: { text: 'Document not found', code: '20000300415' },
  documentSent: { text: 'Document can not be deleted, because it is already sent', code: '20000300462' },
  counterpartyPropertyIncorrect: { text: 'CounterpartyProperty incorrect', code: '20000900746' },
  counterpartyTypeIncorrect: { text: 'CounterpartyType incorrect', code: '20000900771' },
  firstNameEmpty: { text: 'FirstName is empty', code: '20000900760' },
  lastNameEmpty: { text: 'LastName is empty', code: '20000900759' },
  phoneInvalid: { text: 'Phone invalid format', code: '20000900763' },
  documentNumberIncorrect: { text: 'Document number is not correct', code: '20001401442' },
  documentsMustBeArray: { text: 'Documents must be array', code: '20000200159' },
  citySenderNotSelected: { text: 'CitySender not selected', code: '20000200107' },
  citySenderNotFound: { text: 'CitySender not found', code: '20000200106' },
  cityRecipientNotSelected: { text: 'CityRecipient not selected', code: '20000200104' },
  cityRecipientNotFound: { text: 'CityRecipient not found', code: '20000200103' },
  contactSenderNotSelected: { text: 'ContactSender not selected', code: '20000300406' },
  contactSenderNotOwned: { text: 'ContactSender does not belong to this Sender', code: '20000300402' },
  contactRecipientNotSelected: { text: 'ContactRecipient not selected', code: '20000300401' },
  descriptionEmpty: { text: 'Description empty', code: '20000200150' },
  cargoTypeNotSelected: { text: 'CargoType not selected', code: '20000200099' },
  cargoTypeIncorrect: { text: 'Incorrect CargoType', code: '20000200184' },
  dateTimeEmpty: { text: 'DateTime is empty', code: '20000200145' },
  dateTimeFormat: { text: 'DateTime is invalid format', code: '20000400456' },
  costInvalid: { text: 'Cost is invalid', code: '20000200118' },
  returnNotPossible: { text: 'Return is not possible for this document', code: '20000900881' },
  returnExists: { text: 'Return order already exists for this document', code: '20000900882' },
  orderTypeIncorrect: { text: 'OrderType is incorrect', code: '20000900883' },
  reasonIncorrect: { text: 'Reason is incorrect', code: '20000900884' },
  returnAddressEmpty: { text: 'ReturnAddressRef or RecipientWarehouse is empty', code: '20000900885' },
  returnOrderInProgress: { text: 'Order can not be deleted: the shipment is already in progress', code: '20000900886' },
} satisfies Record<string, NpError>;

const STATUS_TEXT: Record<string, string> = {
  '1': 'Відправник самостійно створив цю накладну, але ще не надав до відправки',
  '2': 'Видалено',
  '3': 'Номер не знайдено',
  '4': 'Відправлення у місті відправника',
  '5': 'Відправлення прямує до міста одержувача',
  '6': 'Відправлення у місті одержувача, орієнтовна доставка до відділення',
  '7': 'Прибув у відділення',
  '8': 'Прибув у відділення (завантажено в поштомат)',
  '9': 'Відправлення отримано',
  '102': 'Відмова від отримання (відправником створено замовлення на повернення)',
  '103': 'Відмова одержувача (отримувач відмовився від відправлення)',
};

/**
 * The life of a waybill created here, one step per `stageMs` after its creation: created, handed
 * over in the sender's city, on the way, at the branch, then received (or, for 1 number in 10,
 * refused). A pinned status (`setTrackingStatus`) wins.
 */
const LIFE = ['1', '4', '5', '7'] as const;
function lifeStatus(stored: StoredDocument, now: number, stageMs: number): string {
  if (stored.deleted) return '2';
  if (stored.pinned) return stored.pinned;
  const stage = Math.floor((now - stored.createdAt.getTime()) / stageMs);
  if (stage < LIFE.length) return LIFE[Math.max(0, stage)]!;
  return stored.number.endsWith('7') && !stored.returnOf ? '103' : '9';
}

/** Return reasons and their subtypes (`AdditionalServiceGeneral.getReturnReasons`, `…Subtypes`). */
const RETURN_REASONS = [
  { Ref: '49754eb2-a9e1-11e3-9fa0-0050568002cf', Description: 'Повернення за бажанням отримувача' },
  { Ref: '49754ec6-a9e1-11e3-9fa0-0050568002cf', Description: 'Неякісний товар' },
];
const RETURN_REASON_SUBTYPES = [
  { Ref: '49754eb8-a9e1-11e3-9fa0-0050568002cf', Description: 'Не підійшов', ReasonRef: RETURN_REASONS[0]!.Ref },
  { Ref: '49754ed0-a9e1-11e3-9fa0-0050568002cf', Description: 'Брак', ReasonRef: RETURN_REASONS[1]!.Ref },
];
/** A received waybill (9, 10, 11) may be returned. */
const RETURNABLE = new Set(['9', '10', '11']);

interface StoredDocument {
  ref: string;
  number: string;
  apiKey: string;
  props: Props;
  cost: number;
  createdAt: Date;
  deleted: boolean;
  pinned?: string;
  /** A return waybill: the number of the waybill it returns. */
  returnOf?: string;
  /** The return waybill made on this one's basis (`LastCreatedOnTheBasisNumber`). */
  returnNumber?: string;
}

interface State {
  documents: Map<string, StoredDocument>;
  byNumber: Map<string, StoredDocument>;
  sequence: number;
  /** Recipients saved with `Counterparty.save`, by Ref. */
  recipients: Map<string, { ref: string; contactRef: string; name: string }>;
  /** How long each step of a waybill's life lasts. */
  stageMs: number;
  /** Return orders (`AdditionalServiceGeneral.save`), by Ref. */
  returnOrders: Map<string, { ref: string; number: string; documentNumber: string; apiKey: string }>;
}

interface Context {
  apiKey: string;
  account: FixtureAccount;
  props: Props;
  state: State;
}

const handlers: Record<string, (ctx: Context) => Answer> = {
  'Counterparty.getCounterparties': ({ account, props }) => {
    const property = text(props.CounterpartyProperty);
    if (!['Sender', 'Recipient', 'ThirdPerson'].includes(property)) {
      return fail({ text: 'CounterpartyProperty is not specified' });
    }
    const find = text(props.FindByString).toLowerCase();
    const cityRef = text(props.CityRef);
    const all = property === 'Sender' ? account.senders : property === 'Recipient' ? account.recipients : [];
    const matched = all.filter(
      (c) => (!find || c.Description.toLowerCase().includes(find)) && (!cityRef || c.City === cityRef),
    );
    return ok(page(matched, props, 100).map(counterpartyJson), { info: { totalCount: matched.length } });
  },

  'Counterparty.save': ({ props, state }) => {
    if (text(props.CounterpartyProperty) !== 'Recipient') return fail(ERR.counterpartyPropertyIncorrect);
    if (text(props.CounterpartyType) !== 'PrivatePerson') return fail(ERR.counterpartyTypeIncorrect);
    const errors: NpError[] = [];
    if (!text(props.FirstName)) errors.push(ERR.firstNameEmpty);
    if (!text(props.LastName)) errors.push(ERR.lastNameEmpty);
    if (!/^380\d{9}$/.test(text(props.Phone))) errors.push(ERR.phoneInvalid);
    if (errors.length > 0) return fail(...errors);
    const name = `${text(props.LastName)} ${text(props.FirstName)} ${text(props.MiddleName)}`.trim();
    const saved = { ref: randomUUID(), contactRef: randomUUID(), name };
    state.recipients.set(saved.ref, saved);
    const person = {
      Description: name,
      FirstName: text(props.FirstName),
      MiddleName: text(props.MiddleName),
      LastName: text(props.LastName),
    };
    return ok([
      {
        Ref: saved.ref,
        ...person,
        Counterparty: null,
        OwnershipForm: null,
        OwnershipFormDescription: null,
        EDRPOU: null,
        CounterpartyType: 'PrivatePerson',
        ContactPerson: {
          success: true,
          data: [{ Ref: saved.contactRef, ...person }],
          errors: [],
          warnings: [],
          info: [],
        },
      },
    ]);
  },

  'Counterparty.getCounterpartyContactPersons': ({ account, props }) => {
    const counterparty = findCounterparty(account, text(props.Ref));
    const contacts = counterparty?.contacts ?? [];
    return ok(page(contacts, props, 100), { info: { totalCount: contacts.length } });
  },

  'Counterparty.getCounterpartyAddresses': ({ account, props }) => {
    const counterparty = findCounterparty(account, text(props.Ref));
    return ok(counterparty?.addresses ?? []);
  },

  'Address.searchSettlements': ({ props }) => {
    const name = normalize(text(props.CityName));
    if (!name) return fail({ text: 'CityName is empty' });
    const matched = CITIES.filter((c) => normalize(c.name).startsWith(name));
    const addresses = page(matched, props, 50).map(settlementJson);
    // NP sends TotalCount and Warehouses as numbers here, and the flags as booleans.
    return ok([{ TotalCount: matched.length, Addresses: addresses }]);
  },

  'Address.getCities': ({ props }) => {
    const find = normalize(text(props.FindByString));
    const ref = text(props.Ref);
    const matched = CITIES.filter(
      (c) => c.delivery && (!ref || c.ref === ref) && (!find || normalize(c.name).startsWith(find)),
    );
    return ok(page(matched, props, 150).map(cityJson), { info: { totalCount: matched.length } });
  },

  'Address.getWarehouses': ({ props }) => {
    const cityRef = text(props.CityRef);
    const cityName = normalize(text(props.CityName));
    const typeRef = text(props.TypeOfWarehouseRef);
    const find = text(props.FindByString).toLowerCase();
    const id = text(props.WarehouseId);
    const matched = WAREHOUSES.filter((w) => {
      const city = cityOf(w);
      if (cityRef && w.cityRef !== cityRef) return false;
      if (cityName && normalize(city.name) !== cityName) return false;
      if (typeRef && WAREHOUSE_TYPES[w.type].Ref !== typeRef) return false;
      if (id && w.number !== id) return false;
      if (find && !`${warehouseDescription(w)} ${w.address} ${w.number}`.toLowerCase().includes(find)) return false;
      return true;
    });
    return ok(page(matched, props, 500).map(warehouseJson), { info: { totalCount: matched.length } });
  },

  'Address.getWarehouseTypes': () => ok(Object.values(WAREHOUSE_TYPES)),

  'InternetDocument.save': ({ apiKey, account, props, state }) => {
    const errors = validateDocument(account, props);
    if (errors.length > 0) return fail(...errors);
    state.sequence += 1;
    const stored: StoredDocument = {
      ref: randomUUID(),
      number: String(20450000000000 + state.sequence),
      apiKey,
      props,
      cost: price(props),
      createdAt: new Date(),
      deleted: false,
    };
    state.documents.set(stored.ref, stored);
    state.byNumber.set(stored.number, stored);
    const sameCity = text(props.CitySender) === text(props.CityRecipient);
    return ok([
      {
        Ref: stored.ref,
        CostOnSite: String(stored.cost),
        EstimatedDeliveryDate: shiftDate(text(props.DateTime), sameCity ? 1 : 2),
        IntDocNumber: stored.number,
        TypeDocument: 'InternetDocument',
      },
    ]);
  },

  'InternetDocument.delete': ({ apiKey, props, state }) => {
    const raw = props.DocumentRefs;
    const refs = (Array.isArray(raw) ? raw : [raw]).map(text).filter(Boolean);
    if (refs.length === 0) return fail(ERR.documentNotFound);
    const found = refs.map((ref) => state.documents.get(ref));
    if (found.some((doc) => !doc || doc.deleted || doc.apiKey !== apiKey)) return fail(ERR.documentNotFound);
    if (found.some((doc) => lifeStatus(doc!, Date.now(), state.stageMs) !== '1')) return fail(ERR.documentSent);
    for (const doc of found) doc!.deleted = true;
    return ok(refs.map((ref) => ({ Ref: ref })));
  },

  'InternetDocument.getDocumentList': ({ apiKey, props, state }) => {
    const day = (value: unknown) => {
      const [d, m, y] = text(value).split('.').map(Number);
      return d && m && y ? Date.UTC(y, m - 1, d) : NaN;
    };
    const from = day(props.DateTimeFrom);
    const to = day(props.DateTimeTo) + 24 * 60 * 60_000;
    if (Number.isNaN(from) || Number.isNaN(to)) {
      return fail({ text: 'DateTimeFrom and DateTimeTo are required (dd.mm.yyyy)' });
    }
    const listed = [...state.documents.values()].filter(
      (doc) => doc.apiKey === apiKey && !doc.deleted && doc.createdAt.getTime() >= from && doc.createdAt.getTime() < to,
    );
    return ok(
      listed.map((doc) => ({
        Ref: doc.ref,
        IntDocNumber: doc.number,
        InfoRegClientBarcodes: text(doc.props.InfoRegClientBarcodes),
        RecipientsPhone: text(doc.props.RecipientsPhone),
        DateTime: text(doc.props.DateTime),
      })),
    );
  },

  'InternetDocument.getDocumentPrice': ({ props }) => {
    const errors: NpError[] = [];
    if (!text(props.CitySender)) errors.push(ERR.citySenderNotSelected);
    if (!text(props.CityRecipient)) errors.push(ERR.cityRecipientNotSelected);
    if (errors.length > 0) return fail(...errors);
    const redelivery = props.RedeliveryCalculate as Props | undefined;
    const redeliveryAmount = number(redelivery?.Amount);
    const zone = text(props.CitySender) === text(props.CityRecipient) ? '1' : '4';
    return ok([
      {
        AssessedCost: String(number(props.Cost) ?? 300),
        Cost: String(price(props)),
        ...(redeliveryAmount !== null ? { CostRedelivery: String(Math.round(20 + redeliveryAmount * 0.02)) } : {}),
        TZoneInfo: { TzoneName: `Тарифна зона ${zone}`, TzoneID: zone },
      },
    ]);
  },

  'TrackingDocument.getStatusDocuments': ({ props, state }) => {
    const documents = props.Documents;
    if (!Array.isArray(documents) || documents.length === 0) return fail(ERR.documentsMustBeArray);
    const requests = documents.map((d) => ({
      number: text((d as Props | null)?.DocumentNumber),
      phone: text((d as Props | null)?.Phone),
    }));
    if (requests.some((r) => !/^\d{11,14}$/.test(r.number))) return fail(ERR.documentNumberIncorrect);
    const warnings: Record<string, string>[] = [];
    const data = requests.map(({ number: docNumber, phone }) => {
      const status = trackingJson(state, docNumber);
      if (status.StatusCode !== '3' && phone !== status.PhoneRecipient && phone !== status.PhoneSender) {
        warnings.push({
          [`ID_${docNumber}`]: 'Please enter a valid phone number from the express invoice to show full information',
        });
        return limited(status);
      }
      return status;
    });
    return ok(data, { warnings });
  },
};

/** Model aliases NP accepts (`AddressGeneral` answers the same as `Address`). */
const MODEL_ALIASES: Record<string, string> = {
  AddressGeneral: 'Address',
  AdditionalService: 'AdditionalServiceGeneral',
};

/** The key's own received waybill `number` that has no return yet, or the error why not. */
function returnable(ctx: Context, docNumber: string): StoredDocument | NpError {
  const stored = ctx.state.byNumber.get(docNumber);
  if (!stored || stored.deleted || stored.apiKey !== ctx.apiKey) return ERR.documentNotFound;
  if (stored.returnNumber) return ERR.returnExists;
  if (!RETURNABLE.has(lifeStatus(stored, Date.now(), ctx.state.stageMs))) return ERR.returnNotPossible;
  return stored;
}

/**
 * The return service of a waybill (PROTOCOLS 2.4, `AdditionalServiceGeneral`): whether a received
 * one may go back, the reasons, and the return order, which makes a new waybill on the original's
 * basis from the recipient's branch back to the sender's (`LastCreatedOnTheBasisNumber` of the original).
 */
Object.assign(handlers, {
  'AdditionalServiceGeneral.CheckPossibilityCreateReturn': (ctx: Context) => {
    const found = returnable(ctx, text(ctx.props.Number));
    if (!('ref' in found)) return fail(found);
    const p = found.props;
    const warehouse = WAREHOUSES.find((w) => w.ref === text(p.SenderAddress));
    return ok([
      {
        NonCash: false,
        City: CITIES.find((c) => c.ref === text(p.CitySender))?.name ?? '',
        Counterparty: text(p.Sender),
        ContactPerson: text(p.ContactSender),
        Address: warehouse ? warehouseDescription(warehouse) : '',
        Phone: text(p.SendersPhone),
        Ref: text(p.SenderAddress),
      },
    ]);
  },
  'AdditionalServiceGeneral.getReturnReasons': () => ok(RETURN_REASONS),
  'AdditionalServiceGeneral.getReturnReasonsSubtypes': ({ props }: Context) =>
    ok(RETURN_REASON_SUBTYPES.filter((s) => !text(props.ReasonRef) || s.ReasonRef === text(props.ReasonRef))),
  'AdditionalServiceGeneral.save': (ctx: Context) => {
    const { props, state } = ctx;
    if (text(props.OrderType) !== 'orderCargoReturn') return fail(ERR.orderTypeIncorrect);
    const subtype = RETURN_REASON_SUBTYPES.find((s) => s.Ref === text(props.SubtypeReason));
    if (!subtype || subtype.ReasonRef !== text(props.Reason)) return fail(ERR.reasonIncorrect);
    const address = text(props.ReturnAddressRef) || text(props.RecipientWarehouse);
    if (!address) return fail(ERR.returnAddressEmpty);
    const found = returnable(ctx, text(props.IntDocNumber));
    if (!('ref' in found)) return fail(found);
    const p = found.props;
    state.sequence += 1;
    const returned: StoredDocument = {
      ref: randomUUID(),
      number: String(20450000000000 + state.sequence),
      apiKey: ctx.apiKey,
      props: {
        ...p,
        CitySender: p.CityRecipient,
        SenderAddress: p.RecipientAddress,
        SendersPhone: p.RecipientsPhone,
        RecipientAddress: address,
        CityRecipient: WAREHOUSES.find((w) => w.ref === address)?.cityRef ?? p.CitySender,
        RecipientsPhone: p.SendersPhone,
        PaymentMethod: text(props.PaymentMethod) || 'Cash',
        BackwardDeliveryData: undefined,
      },
      cost: found.cost,
      createdAt: new Date(),
      deleted: false,
      returnOf: found.number,
    };
    state.documents.set(returned.ref, returned);
    state.byNumber.set(returned.number, returned);
    found.returnNumber = returned.number;
    const order = {
      ref: randomUUID(),
      number: `102-${String(state.sequence % 100_000_000).padStart(8, '0')}`,
      documentNumber: found.number,
      apiKey: ctx.apiKey,
    };
    state.returnOrders.set(order.ref, order);
    return ok([{ Number: order.number, Ref: order.ref }]);
  },
  /**
   * Cancels the key's return order `Ref` while its return waybill has not been handed over (status
   * 1): the waybill goes (status 2) and the original may be returned again. Answers `[{Number}]`.
   */
  'AdditionalServiceGeneral.delete': ({ apiKey, props, state }: Context) => {
    const order = state.returnOrders.get(text(props.Ref));
    if (!order || order.apiKey !== apiKey) return fail(ERR.documentNotFound);
    const original = state.byNumber.get(order.documentNumber)!;
    const returned = original.returnNumber ? state.byNumber.get(original.returnNumber) : undefined;
    if (returned && lifeStatus(returned, Date.now(), state.stageMs) !== '1') return fail(ERR.returnOrderInProgress);
    if (returned) returned.deleted = true;
    original.returnNumber = undefined;
    state.returnOrders.delete(order.ref);
    return ok([{ Number: order.number }]);
  },
});

/** Starts the local Nova Poshta API 2.0 on `port` (0 = any free port). */
export async function startLocalNovaPoshta({
  port = 0,
  host = '127.0.0.1',
  stageMs = 120_000,
}: { port?: number; host?: string; stageMs?: number } = {}): Promise<LocalNovaPoshta> {
  const calls: LocalNovaPoshtaCall[] = [];
  const state: State = {
    documents: new Map(),
    byNumber: new Map(),
    // Numbers go on from the start time, so a restarted server does not give out old numbers again.
    sequence: (Math.floor(Date.now() / 1000) % 1_000_000_000) * 10,
    recipients: new Map(),
    stageMs,
    returnOrders: new Map(),
  };
  const failures: number[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!;
    const marking = req.method === 'GET' ? markingRequest(path) : null;
    if (marking) {
      await printMarking(res, state, marking);
      return;
    }
    if (req.method !== 'POST' || !/^\/v2\.0\/json\/?([A-Za-z]+\/[A-Za-z]+\/?)?$/.test(path)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not Found');
      return;
    }
    const raw = await readBody(req);
    let body: Props;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new TypeError('not an object');
      body = parsed as Props;
    } catch {
      send(res, fail({ text: 'Data is not valid' }));
      return;
    }
    const call: LocalNovaPoshtaCall = {
      apiKey: text(body.apiKey),
      modelName: text(body.modelName),
      calledMethod: text(body.calledMethod),
      methodProperties: isObject(body.methodProperties) ? body.methodProperties : {},
    };
    calls.push(call);

    const injected = failures.shift();
    if (injected !== undefined) {
      res.writeHead(injected, { 'content-type': 'text/html' });
      res.end(`<html><body><h1>${injected} Service Temporarily Unavailable</h1></body></html>`);
      return;
    }
    const fault = req.headers[LOCAL_FAULT_HEADER];
    if (call.apiKey === LOCAL_NOVAPOSHTA_KEYS.hang || fault === 'hang') return; // never answers
    if (call.apiKey === LOCAL_NOVAPOSHTA_KEYS.unavailable || fault === 'unavailable') {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
      return;
    }
    if (call.apiKey === LOCAL_NOVAPOSHTA_KEYS.notJson || fault === 'not-json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"success":true,"data":[{"Ref":"1ec09d88-e1c2-11e3-8c4a-0050568002cf","Descr');
      return;
    }
    if (call.apiKey === LOCAL_NOVAPOSHTA_KEYS.wrongShape || fault === 'wrong-shape') {
      send(res, ok([{ Ref: 42, Number: 'сорок два', Description: null, IntDocNumber: 'ТТН', Cost: 'дорого' }]));
      return;
    }

    send(res, answer(call));
  }

  function answer(call: LocalNovaPoshtaCall): Answer {
    if (!call.apiKey) return fail(ERR.keyEmpty);
    const account = ACCOUNTS[call.apiKey];
    if (!account) return fail(ERR.authFail);
    const model = MODEL_ALIASES[call.modelName] ?? call.modelName;
    const handler = handlers[`${model}.${call.calledMethod}`];
    if (!handler) return fail({ text: `Method ${call.modelName}_${call.calledMethod} not found` });
    return handler({ apiKey: call.apiKey, account, props: call.methodProperties, state });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${hostname}:${address.port}/v2.0/json/`,
    calls,
    failNext(count, status = 503) {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    setTrackingStatus(docNumber, code) {
      const stored = state.byNumber.get(docNumber);
      if (!stored) return false;
      stored.pinned = code;
      return true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections(); // ends the hanging requests too
      }),
  };
}

function send(res: ServerResponse, body: Answer): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new RangeError('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isObject(value: unknown): value is Props {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function number(value: unknown): number | null {
  const raw = text(value).replace(',', '.');
  return raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : null;
}

/** Case-insensitive, ignoring a leading "м." and apostrophe variants. */
function normalize(value: string): string {
  return value
    .toLowerCase()
    .replace(/^(м\.|с\.|смт)\s*/, '')
    .replace(/[’ʼ`]/g, "'")
    .trim();
}

function page<T>(items: T[], props: Props, defaultLimit: number): T[] {
  const limit = Math.max(1, Math.trunc(number(props.Limit) ?? defaultLimit));
  const current = Math.max(1, Math.trunc(number(props.Page) ?? 1));
  return items.slice((current - 1) * limit, current * limit);
}

/**
 * The print host's marking of waybills made here (`printMarking100x100`): the documents of the
 * key among the refs (or numbers), drawn as the orders module draws its stickers; none: 404.
 */
async function printMarking(
  res: ServerResponse,
  state: State,
  { refs, apiKey, layout }: NonNullable<ReturnType<typeof markingRequest>>,
): Promise<void> {
  const account = ACCOUNTS[apiKey];
  const found = refs
    .map((ref) => state.documents.get(ref) ?? state.byNumber.get(ref))
    .filter((doc): doc is StoredDocument => doc !== undefined && !doc.deleted && doc.apiKey === apiKey);
  if (!account || found.length === 0) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<html><body>Документ не знайдено</body></html>');
    return;
  }
  const pdf = await markingPdf(
    found.map((doc) => markingLabel(account, state, doc)),
    layout,
  );
  res.writeHead(200, { 'content-type': 'application/pdf' });
  pdf.pipe(res);
}

/** A stored waybill as its marking shows it: sender and recipient with their cities and branches. */
function markingLabel(account: FixtureAccount, state: State, doc: StoredDocument): MarkingLabel {
  const p = doc.props;
  const place = (cityRef: unknown, warehouseRef: unknown) => {
    const city = CITIES.find((c) => c.ref === text(cityRef))?.name;
    const warehouse = WAREHOUSES.find((w) => w.ref === text(warehouseRef));
    return [city, warehouse ? warehouseDescription(warehouse) : null].filter(Boolean).join(', ');
  };
  const sender = findCounterparty(account, text(p.Sender));
  const contact = sender?.contacts.find((c) => c.Ref === text(p.ContactSender));
  const backward = Array.isArray(p.BackwardDeliveryData) ? (p.BackwardDeliveryData[0] as Props | undefined) : undefined;
  const cod = number(backward?.RedeliveryString) ?? 0;
  return {
    ttn: doc.number,
    orderNumber: text(p.InfoRegClientBarcodes) || null,
    sender: [
      sender?.Description ?? '',
      contact && contact.Description !== sender?.Description ? contact.Description : '',
      text(p.SendersPhone),
      place(p.CitySender, p.SenderAddress),
    ],
    recipient: [
      state.recipients.get(text(p.Recipient))?.name ?? '',
      text(p.RecipientsPhone),
      place(p.CityRecipient, p.RecipientAddress),
    ],
    cod: cod > 0 ? formatMoney(Math.round(cod * 100)) : null,
  };
}

function findCounterparty(account: FixtureAccount, ref: string): FixtureCounterparty | undefined {
  return [...account.senders, ...account.recipients].find((c) => c.Ref === ref);
}

function counterpartyJson({ contacts: _contacts, addresses: _addresses, ...c }: FixtureCounterparty) {
  return {
    Description: c.Description,
    Ref: c.Ref,
    City: c.City,
    Counterparty: c.Ref,
    FirstName: c.FirstName,
    LastName: c.LastName,
    MiddleName: c.MiddleName,
    CounterpartyFullName: c.Description,
    OwnershipFormRef: '',
    OwnershipFormDescription: c.OwnershipFormDescription,
    EDRPOU: c.EDRPOU,
    CounterpartyType: c.CounterpartyType,
  };
}

function cityOf(warehouse: FixtureWarehouse): FixtureCity {
  return CITIES.find((c) => c.ref === warehouse.cityRef)!;
}

function settlementJson(c: FixtureCity) {
  const region = c.region ? `${c.region} р-н, ` : '';
  return {
    Present: `${c.settlementType} ${c.name}, ${region}${c.area} обл.`,
    Warehouses: WAREHOUSES.filter((w) => w.cityRef === c.ref).length,
    MainDescription: c.name,
    Area: c.area,
    Region: c.region,
    SettlementTypeCode: c.settlementType,
    Ref: c.settlementRef,
    DeliveryCity: c.ref,
    AddressDeliveryAllowed: true,
    StreetsAvailability: c.settlementType === 'м.',
    ParentRegionTypes: 'область',
    ParentRegionCode: 'обл.',
    RegionTypes: c.region ? 'район' : '',
    RegionTypesCode: c.region ? 'р-н' : '',
  };
}

function cityJson(c: FixtureCity) {
  const isCity = c.settlementType === 'м.';
  return {
    Description: c.name,
    DescriptionRu: c.nameRu,
    Ref: c.ref,
    Delivery1: '1',
    Delivery2: '1',
    Delivery3: '1',
    Delivery4: '1',
    Delivery5: '1',
    Delivery6: '1',
    Delivery7: isCity ? '1' : '0',
    Area: c.areaRef,
    SettlementType: isCity ? '563ced10-f210-11e3-8c4a-0050568002cf' : '563ced13-f210-11e3-8c4a-0050568002cf',
    IsBranch: '0',
    PreventEntryNewStreetsUser: '0',
    CityID: c.cityId,
    SettlementTypeDescription: isCity ? 'місто' : 'село',
    SettlementTypeDescriptionRu: isCity ? 'город' : 'село',
    SpecialCashCheck: 1,
    AreaDescription: c.area,
    AreaDescriptionRu: c.areaRu,
  };
}

function warehouseDescription(w: FixtureWarehouse): string {
  const postomat = w.type === 'postomat' || w.type === 'privatPostomat';
  return `${postomat ? 'Поштомат' : 'Відділення'} №${w.number}: ${w.address}`;
}

function warehouseJson(w: FixtureWarehouse) {
  const city = cityOf(w);
  const postomat = w.type === 'postomat' || w.type === 'privatPostomat';
  const hours = postomat ? '00:00-23:59' : '08:00-20:00';
  const week = {
    Monday: hours,
    Tuesday: hours,
    Wednesday: hours,
    Thursday: hours,
    Friday: hours,
    Saturday: postomat ? hours : '09:00-18:00',
    Sunday: postomat ? hours : '09:00-18:00',
  };
  const limits = postomat ? { Width: 40, Height: 30, Length: 60 } : { Width: 170, Height: 220, Length: 600 };
  return {
    SiteKey: `${city.cityId}${w.number}`,
    Description: warehouseDescription(w),
    DescriptionRu: warehouseDescription(w),
    ShortAddress: `${city.name}, ${w.address}`,
    ShortAddressRu: `${city.nameRu}, ${w.address}`,
    Phone: '380800500609',
    TypeOfWarehouse: WAREHOUSE_TYPES[w.type].Ref,
    Ref: w.ref,
    Number: w.number,
    CityRef: city.ref,
    CityDescription: city.name,
    CityDescriptionRu: city.nameRu,
    SettlementRef: city.settlementRef,
    SettlementDescription: city.name,
    SettlementAreaDescription: city.area,
    SettlementRegionsDescription: city.region,
    SettlementTypeDescription: 'місто',
    SettlementTypeDescriptionRu: 'город',
    Longitude: w.longitude,
    Latitude: w.latitude,
    PostFinance: postomat ? '0' : '1',
    BicycleParking: '0',
    PaymentAccess: '1',
    POSTerminal: postomat ? '0' : '1',
    InternationalShipping: postomat ? '0' : '1',
    SelfServiceWorkplacesCount: '0',
    TotalMaxWeightAllowed: '0',
    PlaceMaxWeightAllowed: w.placeMaxWeight,
    SendingLimitationsOnDimensions: limits,
    ReceivingLimitationsOnDimensions: limits,
    Reception: week,
    Delivery: week,
    Schedule: week,
    DistrictCode: '',
    WarehouseStatus: 'Working',
    WarehouseStatusDate: '2024-01-15 00:00:00',
    CategoryOfWarehouse: postomat ? 'Postomat' : 'Branch',
    Direct: '',
    RegionCity: `${city.name.toUpperCase()} ${postomat ? 'ПОШТОМАТИ' : 'ПОСИЛКОВИЙ'}`,
    WarehouseForAgent: '0',
    GeneratorEnabled: postomat ? '0' : '1',
    MaxDeclaredCost: postomat ? '10000' : '0',
    WorkInMobileAwis: '0',
    DenyToSelect: '0',
    CanGetMoneyTransfer: postomat ? '0' : '1',
    OnlyReceivingParcel: '0',
    PostMachineType: postomat ? 'FullDayService' : '',
    PostalCodeUA: '',
    WarehouseIndex: `${city.cityId}/${w.number}`,
  };
}

const CARGO_TYPES = ['Cargo', 'Documents', 'Parcel', 'TiresWheels', 'Pallet'];

function validateDocument(account: FixtureAccount, props: Props): NpError[] {
  const errors: NpError[] = [];
  const known = (ref: string) => CITIES.some((c) => c.ref === ref);
  const citySender = text(props.CitySender);
  const cityRecipient = text(props.CityRecipient);
  if (!citySender) errors.push(ERR.citySenderNotSelected);
  else if (!known(citySender)) errors.push(ERR.citySenderNotFound);
  if (!cityRecipient) errors.push(ERR.cityRecipientNotSelected);
  else if (!known(cityRecipient)) errors.push(ERR.cityRecipientNotFound);
  const contactSender = text(props.ContactSender);
  const sender = account.senders.find((s) => s.Ref === text(props.Sender));
  if (!contactSender) errors.push(ERR.contactSenderNotSelected);
  else if (!sender?.contacts.some((c) => c.Ref === contactSender)) errors.push(ERR.contactSenderNotOwned);
  if (!text(props.ContactRecipient)) errors.push(ERR.contactRecipientNotSelected);
  if (!text(props.Description)) errors.push(ERR.descriptionEmpty);
  const cargoType = text(props.CargoType);
  if (!cargoType) errors.push(ERR.cargoTypeNotSelected);
  else if (!CARGO_TYPES.includes(cargoType)) errors.push(ERR.cargoTypeIncorrect);
  const dateTime = text(props.DateTime);
  if (!dateTime) errors.push(ERR.dateTimeEmpty);
  else if (!/^\d{2}\.\d{2}\.\d{4}$/.test(dateTime)) errors.push(ERR.dateTimeFormat);
  if (props.Cost !== undefined && number(props.Cost) === null) errors.push(ERR.costInvalid);
  return errors;
}

/** A deterministic tariff: a base by distance, per kilogram over 2 kg, and 0.5% of the declared value. */
function price(props: Props): number {
  const sameCity = text(props.CitySender) === text(props.CityRecipient);
  const weight = Math.max(number(props.Weight) ?? 0.1, 0.1);
  const cost = number(props.Cost) ?? 300;
  const base = sameCity ? 60 : 80;
  const postomat = /Postomat$/.test(text(props.ServiceType));
  return Math.round(base + Math.max(0, Math.ceil(weight) - 2) * 10 + cost * 0.005 - (postomat ? 5 : 0));
}

function shiftDate(dateTime: string, days: number): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(dateTime);
  const start = match ? new Date(Date.UTC(+match[3]!, +match[2]! - 1, +match[1]!)) : new Date();
  start.setUTCDate(start.getUTCDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(start.getUTCDate())}.${pad(start.getUTCMonth() + 1)}.${start.getUTCFullYear()}`;
}

function formatDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

type TrackingJson = Record<string, unknown> & { StatusCode: string; PhoneRecipient: string; PhoneSender: string };

function trackingJson(state: State, docNumber: string): TrackingJson {
  const stored = state.byNumber.get(docNumber);
  if (stored) {
    const p = stored.props;
    const cityName = (ref: string) => CITIES.find((c) => c.ref === ref)?.name ?? '';
    const warehouse = (ref: string) => WAREHOUSES.find((w) => w.ref === ref);
    const recipientWarehouse = warehouse(text(p.RecipientAddress));
    const senderWarehouse = warehouse(text(p.SenderAddress));
    const code = lifeStatus(stored, Date.now(), state.stageMs);
    return {
      Number: stored.number,
      StatusCode: code,
      Status: STATUS_TEXT[code]!,
      RefEW: stored.ref,
      ServiceType: text(p.ServiceType),
      CargoType: text(p.CargoType),
      PayerType: text(p.PayerType),
      PaymentMethod: text(p.PaymentMethod),
      SeatsAmount: text(p.SeatsAmount) || '1',
      DocumentWeight: number(p.Weight) ?? 0,
      FactualWeight: text(p.Weight),
      DocumentCost: String(stored.cost),
      AnnouncedPrice: number(p.Cost) ?? 300,
      CitySender: cityName(text(p.CitySender)),
      CityRecipient: cityName(text(p.CityRecipient)),
      RefCitySender: text(p.CitySender),
      RefCityRecipient: text(p.CityRecipient),
      WarehouseSender: senderWarehouse ? warehouseDescription(senderWarehouse) : '',
      WarehouseRecipient: recipientWarehouse ? warehouseDescription(recipientWarehouse) : '',
      WarehouseRecipientRef: recipientWarehouse?.ref ?? '',
      RecipientAddress: recipientWarehouse
        ? `м. ${cityName(recipientWarehouse.cityRef)}, ${warehouseDescription(recipientWarehouse)}`
        : '',
      PhoneSender: text(p.SendersPhone),
      PhoneRecipient: text(p.RecipientsPhone),
      RecipientFullName: '',
      DateCreated: formatDateTime(stored.createdAt),
      ScheduledDeliveryDate: '',
      ActualDeliveryDate: '',
      RecipientDateTime: '',
      AmountToPay: '',
      AmountPaid: '',
      RedeliverySum: 0,
      AfterpaymentOnGoodsCost: text(p.AfterpaymentOnGoodsCost) || 0,
      UndeliveryReasons: '',
      LastCreatedOnTheBasisNumber: stored.returnNumber ?? '',
      ClientBarcode: text(p.InfoRegClientBarcodes),
    };
  }
  const fixture = TRACKED_DOCUMENTS.find((d) => d.number === docNumber);
  if (fixture) {
    return {
      Number: fixture.number,
      StatusCode: fixture.statusCode,
      Status: fixture.status,
      RefEW: '',
      ServiceType: 'WarehouseWarehouse',
      CargoType: 'Parcel',
      PayerType: 'Recipient',
      PaymentMethod: 'Cash',
      SeatsAmount: '1',
      DocumentWeight: 1.5,
      DocumentCost: '85',
      AnnouncedPrice: 1200,
      CitySender: 'Київ',
      CityRecipient: fixture.cityRecipient,
      WarehouseSender: 'Відділення №2: вул. Богатирська, 11',
      WarehouseRecipient: fixture.warehouseRecipient,
      WarehouseRecipientRef: '',
      RecipientAddress: `м. ${fixture.cityRecipient}, ${fixture.warehouseRecipient}`,
      PhoneSender: '380671234567',
      PhoneRecipient: fixture.phone,
      RecipientFullName: 'Мельник Ірина Василівна',
      DateCreated: '10-03-2025 09:15:02',
      ScheduledDeliveryDate: '12-03-2025 13:00:00',
      ActualDeliveryDate: fixture.actualDeliveryDate,
      RecipientDateTime: fixture.recipientDateTime,
      AmountToPay: fixture.statusCode === '9' ? '0' : '85',
      AmountPaid: fixture.statusCode === '9' ? '85' : '0',
      RedeliverySum: 0,
      AfterpaymentOnGoodsCost: 0,
      UndeliveryReasons: fixture.statusCode === '103' ? 'Відмова одержувача' : '',
      LastCreatedOnTheBasisNumber: fixture.statusCode === '103' ? '20400000010302' : '',
    };
  }
  return { Number: docNumber, StatusCode: '3', Status: STATUS_TEXT['3']!, PhoneRecipient: '', PhoneSender: '' };
}

/** What NP shows without the sender's or recipient's phone: status only, no people, addresses or money. */
function limited(status: TrackingJson): TrackingJson {
  return {
    Number: status.Number,
    StatusCode: status.StatusCode,
    Status: status.Status,
    ServiceType: status.ServiceType,
    CitySender: status.CitySender,
    CityRecipient: status.CityRecipient,
    WarehouseRecipient: status.WarehouseRecipient,
    ScheduledDeliveryDate: status.ScheduledDeliveryDate,
    ActualDeliveryDate: status.ActualDeliveryDate,
    RecipientDateTime: status.RecipientDateTime,
    PhoneRecipient: '',
    PhoneSender: '',
  };
}
