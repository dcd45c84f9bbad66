import type { InternetDocumentInput, Numeric } from './client-types';

/** The `methodProperties` the client sends: NP's field names, numbers as strings, nothing undefined. */

/** NP's field names for a waybill; numbers go as strings, as NP's own examples send them. */
export function internetDocumentProperties(input: InternetDocumentInput): Record<string, unknown> {
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

export function str(value: Numeric | undefined): string | undefined {
  return value === undefined ? undefined : String(value);
}

export function defined(properties: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== undefined));
}
