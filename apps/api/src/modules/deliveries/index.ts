/** The deliveries module's face (ADR 0037). */
export { deliveriesText } from './deliveries.messages';
export { deliveriesModule } from './deliveries.module';
export { deliveriesRepository, type DeliveriesRepository, type SenderRow } from './deliveries.repository';
export { npKeysService, type NpKeysService } from './np-keys.service';
