/**
 * The orders module's face (ADR 0037): the module plugin, the context and the use cases other
 * modules call (the supplier API), and what their seeds and simulators share.
 */
export { ordersModule } from './orders.module';
export { ordersContext, type OrdersContext } from './orders.context';
export { ordersText } from './orders.messages';
export { acceptOrders } from './use-cases/accept-orders';
export { changeOrderStatus, type ChangeOrderStatusInput } from './use-cases/change-order-status';
export { countOrders } from './use-cases/count-orders';
export { deleteWaybill } from './use-cases/delete-waybill';
export { editOrderItems, type EditOrderItemsInput } from './use-cases/edit-order-items';
export { getOrder } from './use-cases/get-order';
export { getPickList } from './use-cases/get-pick-list';
export { getWaybillSticker } from './use-cases/get-waybill-sticker';
export { listOrders } from './use-cases/list-orders';
export { makeWaybill, makeWaybills } from './use-cases/make-waybill';
export { saveOrderNote } from './use-cases/save-order-note';
export { readOrderForReturn, type OrderForReturn, type OrderLineForReturn } from './use-cases/read-order-for-return';
export { placeReplacementOrder } from './use-cases/place-replacement-order';
export { announceNew as announceNewOrder } from './orders.announce';
export { waybillTrackersPlugin, type WaybillTracker } from './waybill-trackers';
export type { OrderRow } from './orders.repository';
export { randomBuyer, type Random } from './orders.buyers';
export { simulateOrders } from './storefront.simulator';
export { seedDemoOrders } from './orders.seed';
/** The orders table, for other modules' foreign keys and read joins (a chat's or review's order number); never written outside orders. */
export { orders } from './orders.table';
