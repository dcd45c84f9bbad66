/** The identity module's face (ADR 0037): what other modules may use of it. */
export { identityExtensionsPlugin } from './identity.extensions';
export { identityModule } from './identity.module';
export { identityRepositories, type IdentityRepositories } from './identity.repository';
export { RESEND_AFTER_SECONDS, smsCodesService } from './sms-codes.service';
export { presentSupplier } from './supplier.presenter';
export { suppliersRepository, type SupplierContacts, type SupplierRow } from './suppliers.repository';
export { tokenLifetime, tokensRepository, type ActiveToken, type TokenCache } from './tokens.repository';
