/*
 * Data of the local Nova Poshta server. City Refs are the ones NP uses (Київ with its settlement and area from
 * NP's published answers; Львів, Одеса, Харків, Дніпро as public integrations use them); warehouse type Refs
 * are NP's. Settlement, area and warehouse Refs other than Київ's are realistic-looking fixtures.
 */

/** The demo key: valid on the local server, with a sender (ФОП) and two contact persons. */
export const DEMO_NOVAPOSHTA_KEY = '7f3c2a9e4b1d8c6f0a5e3b2d9c8f1a47';

/** Keys the local server knows, including the ones that trigger test behaviour. */
export const LOCAL_NOVAPOSHTA_KEYS = {
  demo: DEMO_NOVAPOSHTA_KEY,
  /** A second valid account (an LLC in Lviv), to prove key-specific data is not shared. */
  second: 'c41d8e2f7a9b3c5d6e0f1a2b3c4d5e6f',
  /** Never answers (until the server closes): for timeouts. */
  hang: 'ffffffffffffffffffffffffffff0408',
  /** Answers HTTP 200 with a body that is not JSON. */
  notJson: 'ffffffffffffffffffffffffffff0001',
  /** Answers valid JSON of the wrong shape (a Ref that is a number, a Number that is not one). */
  wrongShape: 'ffffffffffffffffffffffffffff0002',
  /** Always answers HTTP 503. */
  unavailable: 'ffffffffffffffffffffffffffff0503',
} as const;

/** The same behaviours by header, for curl: `x-local-novaposhta-fault: hang | not-json | wrong-shape | unavailable`. */
export const LOCAL_FAULT_HEADER = 'x-local-novaposhta-fault';

export const WAREHOUSE_TYPES = {
  parcelShop: { Ref: '6f8c7162-4b72-4b0a-88e5-906948c6a92f', Description: 'Parcel Shop', DescriptionRu: 'Parcel Shop' },
  post: {
    Ref: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
    Description: 'Поштове відділення',
    DescriptionRu: 'Почтовое отделение',
  },
  privatPostomat: {
    Ref: '95dc212d-479c-4ffb-a8ab-8c1b9073d0bc',
    Description: 'Поштомат ПриватБанку',
    DescriptionRu: 'Почтомат ПриватБанка',
  },
  cargo: {
    Ref: '9a68df70-0267-42a8-bb5c-37f427e36ee4',
    Description: 'Вантажне відділення',
    DescriptionRu: 'Грузовое отделение',
  },
  postomat: { Ref: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0', Description: 'Поштомат', DescriptionRu: 'Почтомат' },
} as const;

export interface FixtureCity {
  ref: string;
  settlementRef: string;
  name: string;
  nameRu: string;
  areaRef: string;
  area: string;
  areaRu: string;
  region: string;
  cityId: string;
  settlementType: 'м.' | 'с.' | 'смт';
  /** Has a place in getCities (NP delivers there). */
  delivery: boolean;
}

export const CITIES: FixtureCity[] = [
  {
    ref: '8d5a980d-391c-11dd-90d9-001a92567626',
    settlementRef: 'e718a680-4b33-11e4-ab6d-005056801329',
    name: 'Київ',
    nameRu: 'Киев',
    areaRef: '71508131-9b87-11de-822f-000c2965ae0e',
    area: 'Київська',
    areaRu: 'Киевская',
    region: '',
    cityId: '4',
    settlementType: 'м.',
    delivery: true,
  },
  {
    ref: 'db5c88f5-391c-11dd-90d9-001a92567626',
    settlementRef: 'e71abb60-4b33-11e4-ab6d-005056801329',
    name: 'Львів',
    nameRu: 'Львов',
    areaRef: '71508138-9b87-11de-822f-000c2965ae0e',
    area: 'Львівська',
    areaRu: 'Львовская',
    region: '',
    cityId: '5',
    settlementType: 'м.',
    delivery: true,
  },
  {
    ref: 'db5c88d0-391c-11dd-90d9-001a92567626',
    settlementRef: 'e71c2a15-4b33-11e4-ab6d-005056801329',
    name: 'Одеса',
    nameRu: 'Одесса',
    areaRef: '7150813c-9b87-11de-822f-000c2965ae0e',
    area: 'Одеська',
    areaRu: 'Одесская',
    region: '',
    cityId: '2',
    settlementType: 'м.',
    delivery: true,
  },
  {
    ref: 'db5c88e0-391c-11dd-90d9-001a92567626',
    settlementRef: 'e71f8842-4b33-11e4-ab6d-005056801329',
    name: 'Харків',
    nameRu: 'Харьков',
    areaRef: '71508137-9b87-11de-822f-000c2965ae0e',
    area: 'Харківська',
    areaRu: 'Харьковская',
    region: '',
    cityId: '3',
    settlementType: 'м.',
    delivery: true,
  },
  {
    ref: 'db5c88f0-391c-11dd-90d9-001a92567626',
    settlementRef: 'e717110a-4b33-11e4-ab6d-005056801329',
    name: 'Дніпро',
    nameRu: 'Днепр',
    areaRef: '7150812f-9b87-11de-822f-000c2965ae0e',
    area: 'Дніпропетровська',
    areaRu: 'Днепропетровская',
    region: '',
    cityId: '1',
    settlementType: 'м.',
    delivery: true,
  },
  {
    // A village that shares a prefix with Київ, as in NP's own searchSettlements example.
    ref: '6dbe5985-96d1-11ea-a970-b8830365ade4',
    settlementRef: '0df25497-4b3a-11e4-ab6d-005056801329',
    name: 'Київець',
    nameRu: 'Киевец',
    areaRef: '71508138-9b87-11de-822f-000c2965ae0e',
    area: 'Львівська',
    areaRu: 'Львовская',
    region: 'Миколаївський',
    cityId: '28931',
    settlementType: 'с.',
    delivery: true,
  },
];

export interface FixtureWarehouse {
  ref: string;
  cityRef: string;
  number: string;
  /** Street part, e.g. `вул. Пирогівський шлях, 135`. */
  address: string;
  type: keyof typeof WAREHOUSE_TYPES;
  placeMaxWeight: string;
  latitude: string;
  longitude: string;
}

const KYIV = CITIES[0]!.ref;
const LVIV = CITIES[1]!.ref;
const ODESA = CITIES[2]!.ref;
const KHARKIV = CITIES[3]!.ref;
const DNIPRO = CITIES[4]!.ref;

export const WAREHOUSES: FixtureWarehouse[] = [
  // Київ
  w(
    '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
    KYIV,
    '1',
    'вул. Пирогівський шлях, 135',
    'cargo',
    '1100',
    '50.354786',
    '30.542884',
  ),
  w(
    '7b422fc5-e1b8-11e3-8c4a-0050568002cf',
    KYIV,
    '2',
    'вул. Богатирська, 11',
    'cargo',
    '1100',
    '50.524530',
    '30.470712',
  ),
  w('47402e8b-e1c2-11e3-8c4a-0050568002cf', KYIV, '5', 'вул. Федорова, 32', 'post', '30', '50.434517', '30.516113'),
  w(
    'a8d3c1b2-5f6e-4d7c-9b8a-1e2f3a4b5c01',
    KYIV,
    '5510',
    'вул. Хрещатик, 22',
    'postomat',
    '20',
    '50.447711',
    '30.522400',
  ),
  w(
    'a8d3c1b2-5f6e-4d7c-9b8a-1e2f3a4b5c02',
    KYIV,
    '5537',
    'просп. Перемоги, 67',
    'postomat',
    '20',
    '50.455902',
    '30.414851',
  ),
  // Львів
  w(
    '5d5fd2a0-e1c2-11e3-8c4a-0050568002cf',
    LVIV,
    '1',
    'вул. Городоцька, 355',
    'cargo',
    '1100',
    '49.819910',
    '23.937812',
  ),
  w('5d5fd2a3-e1c2-11e3-8c4a-0050568002cf', LVIV, '3', 'вул. Угорська, 22', 'post', '30', '49.805221', '24.041019'),
  w('b7c6d5e4-3f2a-4b1c-8d9e-0a1b2c3d4e01', LVIV, '5230', 'пл. Ринок, 10', 'postomat', '20', '49.841952', '24.031592'),
  // Одеса
  w('6a7b8c9d-e1c2-11e3-8c4a-0050568002cf', ODESA, '1', 'вул. Базова, 16', 'cargo', '1100', '46.431320', '30.676871'),
  w(
    '6a7b8c9e-e1c2-11e3-8c4a-0050568002cf',
    ODESA,
    '2',
    'вул. Балківська, 120/1',
    'post',
    '30',
    '46.475104',
    '30.697815',
  ),
  w(
    'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e01',
    ODESA,
    '7002',
    'вул. Дерибасівська, 12',
    'postomat',
    '20',
    '46.484268',
    '30.735470',
  ),
  // Харків
  w(
    '7c8d9e0f-e1c2-11e3-8c4a-0050568002cf',
    KHARKIV,
    '1',
    'вул. Польова, 67',
    'cargo',
    '1100',
    '49.949812',
    '36.249318',
  ),
  w(
    '7c8d9e10-e1c2-11e3-8c4a-0050568002cf',
    KHARKIV,
    '3',
    'вул. Академіка Павлова, 44б',
    'post',
    '30',
    '50.007213',
    '36.301817',
  ),
  w(
    'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f01',
    KHARKIV,
    '6104',
    'просп. Науки, 9',
    'postomat',
    '20',
    '50.009954',
    '36.229126',
  ),
  // Дніпро
  w(
    '0d545f59-e1c2-11e3-8c4a-0050568002cf',
    DNIPRO,
    '1',
    'вул. Маршала Малиновського, 114',
    'cargo',
    '1100',
    '48.519043',
    '35.073125',
  ),
  w('0d545f5a-e1c2-11e3-8c4a-0050568002cf', DNIPRO, '2', 'вул. Робоча, 22', 'post', '30', '48.441015', '35.008232'),
  w(
    'e3f4a5b6-c7d8-4e9f-0a1b-2c3d4e5f6a01',
    DNIPRO,
    '3715',
    'просп. Дмитра Яворницького, 41',
    'postomat',
    '20',
    '48.463114',
    '35.047001',
  ),
];

function w(
  ref: string,
  cityRef: string,
  number: string,
  address: string,
  type: FixtureWarehouse['type'],
  placeMaxWeight: string,
  latitude: string,
  longitude: string,
): FixtureWarehouse {
  return { ref, cityRef, number, address, type, placeMaxWeight, latitude, longitude };
}

export interface FixtureCounterparty {
  Ref: string;
  Description: string;
  City: string;
  FirstName: string;
  LastName: string;
  MiddleName: string;
  OwnershipFormDescription: string;
  EDRPOU: string;
  CounterpartyType: 'PrivatePerson' | 'Organization';
  contacts: {
    Ref: string;
    Description: string;
    Phones: string;
    Email: string;
    LastName: string;
    FirstName: string;
    MiddleName: string;
  }[];
  addresses: {
    Ref: string;
    Description: string;
    CityRef: string;
    CityDescription: string;
    StreetRef: string;
    StreetDescription: string;
    BuildingRef: string;
    BuildingDescription: string;
    Note: string;
    AddressName: string;
  }[];
}

export interface FixtureAccount {
  senders: FixtureCounterparty[];
  recipients: FixtureCounterparty[];
}

/** Recipients every demo account already has (NP keeps recipients per account). */
function recipients(prefix: string): FixtureCounterparty[] {
  return [
    {
      Ref: `${prefix}1a-5c3e-11ee-a60f-48df37b921db`,
      Description: 'Приватна особа',
      City: '',
      FirstName: '',
      LastName: '',
      MiddleName: '',
      OwnershipFormDescription: '',
      EDRPOU: '',
      CounterpartyType: 'PrivatePerson',
      contacts: [
        {
          Ref: `${prefix}2b-5c3e-11ee-a60f-48df37b921db`,
          Description: 'Мельник Ірина Василівна',
          Phones: '380501234567',
          Email: '',
          LastName: 'Мельник',
          FirstName: 'Ірина',
          MiddleName: 'Василівна',
        },
        {
          Ref: `${prefix}3c-5c3e-11ee-a60f-48df37b921db`,
          Description: 'Бондаренко Максим Олегович',
          Phones: '380667654321',
          Email: '',
          LastName: 'Бондаренко',
          FirstName: 'Максим',
          MiddleName: 'Олегович',
        },
      ],
      addresses: [],
    },
  ];
}

export const ACCOUNTS: Record<string, FixtureAccount> = {
  [LOCAL_NOVAPOSHTA_KEYS.demo]: {
    senders: [
      {
        Ref: '45ccd769-1efd-11ee-a60f-48df37b921db',
        Description: 'ФОП Коваленко Олена Петрівна',
        City: KYIV,
        FirstName: 'Олена',
        LastName: 'Коваленко',
        MiddleName: 'Петрівна',
        OwnershipFormDescription: 'ФОП',
        EDRPOU: '3123456789',
        CounterpartyType: 'Organization',
        contacts: [
          {
            Ref: '45d084df-1efd-11ee-a60f-48df37b921db',
            Description: 'Коваленко Олена Петрівна',
            Phones: '380671234567',
            Email: 'olena.kovalenko@example.com',
            LastName: 'Коваленко',
            FirstName: 'Олена',
            MiddleName: 'Петрівна',
          },
          {
            Ref: '5e0a1b2c-1efd-11ee-a60f-48df37b921db',
            Description: 'Шевчук Андрій Іванович',
            Phones: '380931112233',
            Email: '',
            LastName: 'Шевчук',
            FirstName: 'Андрій',
            MiddleName: 'Іванович',
          },
        ],
        addresses: [
          {
            Ref: '6f1b2c3d-1efd-11ee-a60f-48df37b921db',
            Description: 'Київ, вул. Велика Васильківська, 100, кв. 12',
            CityRef: KYIV,
            CityDescription: 'Київ',
            StreetRef: 'd8364179-4149-11dd-9198-001d60451983',
            StreetDescription: 'Велика Васильківська',
            BuildingRef: '',
            BuildingDescription: '100',
            Note: 'кв. 12',
            AddressName: 'вул. Велика Васильківська, 100, кв. 12',
          },
        ],
      },
    ],
    recipients: recipients('7d8e9f'),
  },
  [LOCAL_NOVAPOSHTA_KEYS.second]: {
    senders: [
      {
        Ref: '9a1b2c3d-2f0e-11ee-a60f-48df37b921db',
        Description: 'ТОВ "Світ посуду"',
        City: LVIV,
        FirstName: '',
        LastName: '',
        MiddleName: '',
        OwnershipFormDescription: 'ТОВ',
        EDRPOU: '41234567',
        CounterpartyType: 'Organization',
        contacts: [
          {
            Ref: '9b2c3d4e-2f0e-11ee-a60f-48df37b921db',
            Description: 'Ткаченко Світлана Миколаївна',
            Phones: '380971234000',
            Email: 'sales@svit-posudu.example',
            LastName: 'Ткаченко',
            FirstName: 'Світлана',
            MiddleName: 'Миколаївна',
          },
        ],
        addresses: [],
      },
    ],
    recipients: recipients('8e9fa0'),
  },
};

/** Waybills that already exist, to show statuses other than "created"; any key may track them. */
export const TRACKED_DOCUMENTS: {
  number: string;
  phone: string;
  statusCode: string;
  status: string;
  cityRecipient: string;
  warehouseRecipient: string;
  actualDeliveryDate: string;
  recipientDateTime: string;
}[] = [
  {
    number: '20400000000501',
    phone: '380501234567',
    statusCode: '5',
    status: 'Відправлення прямує до міста Львів',
    cityRecipient: 'Львів',
    warehouseRecipient: 'Відділення №1: вул. Городоцька, 355',
    actualDeliveryDate: '',
    recipientDateTime: '',
  },
  {
    number: '20400000000701',
    phone: '380501234567',
    statusCode: '7',
    status: 'Прибув у відділення',
    cityRecipient: 'Київ',
    warehouseRecipient: 'Відділення №1: вул. Пирогівський шлях, 135',
    actualDeliveryDate: '',
    recipientDateTime: '',
  },
  {
    number: '20400000000901',
    phone: '380501234567',
    statusCode: '9',
    status: 'Відправлення отримано',
    cityRecipient: 'Одеса',
    warehouseRecipient: 'Відділення №2: вул. Балківська, 120/1',
    actualDeliveryDate: '2025-03-14 10:20:00',
    recipientDateTime: '14.03.2025 12:47:40',
  },
  {
    number: '20400000010301',
    phone: '380667654321',
    statusCode: '103',
    status: 'Відмова одержувача',
    cityRecipient: 'Харків',
    warehouseRecipient: 'Відділення №3: вул. Академіка Павлова, 44б',
    actualDeliveryDate: '',
    recipientDateTime: '',
  },
];
