import { z } from 'zod';

/*
 * Nova Poshta answers, parsed into typed camelCase results.
 * Numbers usually arrive as strings ("1100", "2.50"), sometimes as numbers; '' or null means "none".
 * Fields NP may leave out become '' (texts) or null (numbers), so one odd record does not sink a list;
 * the entity's own Ref and the numbers the product relies on are required.
 */

const decimal = z
  .string()
  .trim()
  .regex(/^-?\d+(?:[.,]\d+)?$/)
  .transform((value) => Number(value.replace(',', '.')));

/** A required number, sent as a number or a numeric string. */
export const npNumber = z.union([z.number(), decimal]);

/** An optional number: '' / null / absent become null. */
export const npOptionalNumber = z
  .union([z.number(), z.literal(''), decimal, z.null()])
  .optional()
  .transform((value) => (value === '' || value === null || value === undefined ? null : value));

/** A text field; absent/null become '', numbers become their string. */
export const npText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

/** "1"/"0", 1/0 or true/false. */
export const npFlag = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const ref = z.string().min(1);

/** Flattens NP's message lists: arrays of strings, objects like {"ID_2040…": "text"} or {"0": "text"}. */
function messages(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value ? [value] : [];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(messages);
  if (typeof value === 'object') return Object.values(value).flatMap(messages);
  return [];
}

const messageList = z.unknown().transform(messages);

/** The envelope every answer shares; `data` is checked per method. */
export const envelopeSchema = z.object({
  success: z.boolean(),
  data: z.unknown(),
  errors: messageList,
  warnings: messageList,
  info: z.unknown(),
  errorCodes: messageList,
  warningCodes: messageList,
});
export type Envelope = z.output<typeof envelopeSchema>;

/** `info.totalCount` when NP sends it (lists), else null. */
export function totalCountOf(info: unknown): number | null {
  if (!info || typeof info !== 'object' || Array.isArray(info) || !('totalCount' in info)) return null;
  const parsed = npNumber.safeParse(info.totalCount);
  return parsed.success ? parsed.data : null;
}

export const counterpartySchema = z
  .object({
    Ref: ref,
    Description: npText,
    City: npText,
    FirstName: npText,
    LastName: npText,
    MiddleName: npText,
    OwnershipFormDescription: npText,
    EDRPOU: npText,
    CounterpartyType: npText,
  })
  .transform((c) => ({
    ref: c.Ref,
    description: c.Description,
    cityRef: c.City,
    firstName: c.FirstName,
    lastName: c.LastName,
    middleName: c.MiddleName,
    ownershipFormDescription: c.OwnershipFormDescription,
    edrpou: c.EDRPOU,
    counterpartyType: c.CounterpartyType,
  }));
export type Counterparty = z.output<typeof counterpartySchema>;

export const contactPersonSchema = z
  .object({
    Ref: ref,
    Description: npText,
    Phones: npText,
    Email: npText,
    FirstName: npText,
    LastName: npText,
    MiddleName: npText,
  })
  .transform((c) => ({
    ref: c.Ref,
    description: c.Description,
    phones: c.Phones,
    email: c.Email,
    firstName: c.FirstName,
    lastName: c.LastName,
    middleName: c.MiddleName,
  }));
export type ContactPerson = z.output<typeof contactPersonSchema>;

export const counterpartyAddressSchema = z
  .object({
    Ref: ref,
    Description: npText,
    CityRef: npText,
    CityDescription: npText,
    StreetRef: npText,
    StreetDescription: npText,
    BuildingRef: npText,
    BuildingDescription: npText,
    Note: npText,
    AddressName: npText,
  })
  .transform((a) => ({
    ref: a.Ref,
    description: a.Description,
    cityRef: a.CityRef,
    cityDescription: a.CityDescription,
    streetRef: a.StreetRef,
    streetDescription: a.StreetDescription,
    buildingRef: a.BuildingRef,
    buildingDescription: a.BuildingDescription,
    note: a.Note,
    addressName: a.AddressName,
  }));
export type CounterpartyAddress = z.output<typeof counterpartyAddressSchema>;

const settlementSchema = z
  .object({
    Ref: ref,
    DeliveryCity: npText,
    Present: npText,
    MainDescription: npText,
    Area: npText,
    Region: npText,
    SettlementTypeCode: npText,
    Warehouses: npOptionalNumber,
    AddressDeliveryAllowed: npFlag,
    StreetsAvailability: npFlag,
  })
  .transform((s) => ({
    /** The settlement's own Ref. */
    settlementRef: s.Ref,
    /** `DeliveryCity`: the CityRef for CitySender/CityRecipient and getWarehouses; null where NP does not deliver. */
    cityRef: s.DeliveryCity || null,
    present: s.Present,
    mainDescription: s.MainDescription,
    area: s.Area,
    region: s.Region,
    settlementTypeCode: s.SettlementTypeCode,
    warehouses: s.Warehouses ?? 0,
    addressDeliveryAllowed: s.AddressDeliveryAllowed,
    streetsAvailability: s.StreetsAvailability,
  }));
export type Settlement = z.output<typeof settlementSchema>;

export const settlementSearchSchema = z.array(
  z.object({ TotalCount: npOptionalNumber, Addresses: z.array(settlementSchema) }),
);

export const citySchema = z
  .object({
    Ref: ref,
    Description: npText,
    Area: npText,
    AreaDescription: npText,
    SettlementTypeDescription: npText,
    CityID: npOptionalNumber,
    IsBranch: npFlag,
  })
  .transform((c) => ({
    ref: c.Ref,
    description: c.Description,
    areaRef: c.Area,
    areaDescription: c.AreaDescription,
    settlementTypeDescription: c.SettlementTypeDescription,
    cityId: c.CityID,
    isBranch: c.IsBranch,
  }));
export type City = z.output<typeof citySchema>;

export const warehouseSchema = z
  .object({
    Ref: ref,
    Number: npNumber,
    Description: npText,
    ShortAddress: npText,
    Phone: npText,
    TypeOfWarehouse: npText,
    CategoryOfWarehouse: npText,
    CityRef: npText,
    CityDescription: npText,
    SettlementRef: npText,
    SettlementAreaDescription: npText,
    WarehouseIndex: npText,
    WarehouseStatus: npText,
    PlaceMaxWeightAllowed: npOptionalNumber,
    TotalMaxWeightAllowed: npOptionalNumber,
    Latitude: npOptionalNumber,
    Longitude: npOptionalNumber,
  })
  .transform((w) => ({
    ref: w.Ref,
    number: w.Number,
    description: w.Description,
    shortAddress: w.ShortAddress,
    phone: w.Phone,
    typeOfWarehouse: w.TypeOfWarehouse,
    /** "Branch", "Postomat", … as NP names it. */
    category: w.CategoryOfWarehouse,
    cityRef: w.CityRef,
    cityDescription: w.CityDescription,
    settlementRef: w.SettlementRef,
    areaDescription: w.SettlementAreaDescription,
    warehouseIndex: w.WarehouseIndex,
    status: w.WarehouseStatus,
    /** kg per seat; 0 or null means no limit is published. */
    placeMaxWeightAllowed: w.PlaceMaxWeightAllowed,
    totalMaxWeightAllowed: w.TotalMaxWeightAllowed,
    latitude: w.Latitude,
    longitude: w.Longitude,
  }));
export type Warehouse = z.output<typeof warehouseSchema>;

export const warehouseTypeSchema = z
  .object({ Ref: ref, Description: npText })
  .transform((t) => ({ ref: t.Ref, description: t.Description }));
export type WarehouseType = z.output<typeof warehouseTypeSchema>;

export const savedDocumentSchema = z
  .object({
    Ref: ref,
    IntDocNumber: z.union([z.string().regex(/^\d+$/), z.number().int().transform(String)]),
    CostOnSite: npOptionalNumber,
    EstimatedDeliveryDate: npText,
    TypeDocument: npText,
  })
  .transform((d) => ({
    /** Needed to delete and print the waybill. */
    ref: d.Ref,
    /** The TTN (14 digits), needed for tracking. */
    intDocNumber: d.IntDocNumber,
    costOnSite: d.CostOnSite,
    estimatedDeliveryDate: d.EstimatedDeliveryDate,
    typeDocument: d.TypeDocument,
  }));
export type SavedDocument = z.output<typeof savedDocumentSchema>;

/** `Counterparty.save` of a private recipient: the counterparty and its contact person. */
export const savedRecipientSchema = z
  .object({
    Ref: ref,
    ContactPerson: z.object({ data: z.array(z.object({ Ref: ref })).min(1) }),
  })
  .transform((r) => ({ ref: r.Ref, contactRef: r.ContactPerson.data[0]!.Ref }));
export type SavedRecipient = z.output<typeof savedRecipientSchema>;

/** A waybill of `InternetDocument.getDocumentList`: what finds a waybill made for an order. */
export const listedDocumentSchema = z
  .object({
    Ref: ref,
    IntDocNumber: z.union([z.string().regex(/^\d+$/), z.number().int().transform(String)]),
    InfoRegClientBarcodes: z.union([z.string(), z.number().transform(String)]).optional(),
    RecipientsPhone: z.union([z.string(), z.number().transform(String)]).optional(),
  })
  .transform((d) => ({
    ref: d.Ref,
    intDocNumber: d.IntDocNumber,
    clientBarcode: d.InfoRegClientBarcodes ?? '',
    recipientsPhone: d.RecipientsPhone ?? '',
  }));
export type ListedDocument = z.output<typeof listedDocumentSchema>;

export const deletedDocumentSchema = z.object({ Ref: ref }).transform((d) => ({ ref: d.Ref }));
export type DeletedDocument = z.output<typeof deletedDocumentSchema>;

export const documentPriceSchema = z
  .object({
    Cost: npNumber,
    AssessedCost: npOptionalNumber,
    CostRedelivery: npOptionalNumber,
    CostPack: npOptionalNumber,
  })
  .transform((p) => ({
    cost: p.Cost,
    assessedCost: p.AssessedCost,
    costRedelivery: p.CostRedelivery,
    costPack: p.CostPack,
  }));
export type DocumentPrice = z.output<typeof documentPriceSchema>;

export const trackingStatusSchema = z
  .object({
    Number: z.union([z.string().min(1), z.number().transform(String)]),
    StatusCode: npNumber,
    Status: npText,
    RefEW: npText,
    CitySender: npText,
    CityRecipient: npText,
    WarehouseSender: npText,
    WarehouseRecipient: npText,
    WarehouseRecipientRef: npText,
    RecipientAddress: npText,
    RecipientFullName: npText,
    PhoneRecipient: npText,
    ServiceType: npText,
    PayerType: npText,
    PaymentMethod: npText,
    CargoType: npText,
    DateCreated: npText,
    ScheduledDeliveryDate: npText,
    ActualDeliveryDate: npText,
    RecipientDateTime: npText,
    DocumentWeight: npOptionalNumber,
    DocumentCost: npOptionalNumber,
    AnnouncedPrice: npOptionalNumber,
    AmountToPay: npOptionalNumber,
    AmountPaid: npOptionalNumber,
    RedeliverySum: npOptionalNumber,
    AfterpaymentOnGoodsCost: npOptionalNumber,
    UndeliveryReasons: npText,
    LastCreatedOnTheBasisNumber: npText,
  })
  .transform((t) => ({
    number: t.Number,
    /** See PROTOCOLS 2.5: 1 created, 2 deleted, 3 not found, 7 at branch, 9 received, 102/103 refused… */
    statusCode: t.StatusCode,
    status: t.Status,
    documentRef: t.RefEW,
    citySender: t.CitySender,
    cityRecipient: t.CityRecipient,
    warehouseSender: t.WarehouseSender,
    warehouseRecipient: t.WarehouseRecipient,
    warehouseRecipientRef: t.WarehouseRecipientRef,
    recipientAddress: t.RecipientAddress,
    recipientFullName: t.RecipientFullName,
    phoneRecipient: t.PhoneRecipient,
    serviceType: t.ServiceType,
    payerType: t.PayerType,
    paymentMethod: t.PaymentMethod,
    cargoType: t.CargoType,
    dateCreated: t.DateCreated,
    scheduledDeliveryDate: t.ScheduledDeliveryDate,
    actualDeliveryDate: t.ActualDeliveryDate,
    recipientDateTime: t.RecipientDateTime,
    documentWeight: t.DocumentWeight,
    documentCost: t.DocumentCost,
    announcedPrice: t.AnnouncedPrice,
    amountToPay: t.AmountToPay,
    amountPaid: t.AmountPaid,
    redeliverySum: t.RedeliverySum,
    afterpaymentOnGoodsCost: t.AfterpaymentOnGoodsCost,
    undeliveryReasons: t.UndeliveryReasons,
    /** The return TTN when one was created on the basis of this one. */
    lastCreatedOnTheBasisNumber: t.LastCreatedOnTheBasisNumber,
  }));
export type TrackingStatus = z.output<typeof trackingStatusSchema>;
