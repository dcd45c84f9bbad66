/** The payment methods module's face (ADR 0037). */
export { paymentMethodsText } from './payment-methods.messages';
export { paymentMethodsModule } from './payment-methods.module';
export { paymentMethodsRepository } from './payment-methods.repository';
