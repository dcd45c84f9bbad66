/** The identity module's face (ADR 0037): what other modules may use of it. */
export { identityExtensionsPlugin } from './identity.extensions';
export { identityModule } from './identity.module';
export { identityRepositories, type IdentityRepositories } from './identity.repository';
export { memberSignIn, type MemberSignIn } from './member-sign-in';
export { membersRepository, type MemberRow, type SessionStats } from './members.repository';
export { moneyConfirmation, signedInTelephone, type MoneyConfirmation } from './money-confirmation';
export { RESEND_AFTER_SECONDS, smsCodesService, type SmsCodesService } from './sms-codes.service';
export { presentSupplier } from './supplier.presenter';
export { suppliersRepository, type SupplierContacts, type SupplierRow } from './suppliers.repository';
export {
  tokenExpiry,
  tokenLifetime,
  tokensRepository,
  type ActiveToken,
  type SessionRow,
  type TokenCache,
  type TokenLifetime,
} from './tokens.repository';
