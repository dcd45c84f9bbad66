/**
 * The money module's face (ADR 0037): the ledger a paid action posts to in its own transaction,
 * and the balance announcements after it commits.
 */
export { checkLedgerInvariants, type LedgerInvariantReport } from './ledger/ledger-invariants.repository';
export { ledgerRepository, platformAccount, supplierAccount } from './ledger/ledger.repository';
export { insufficientFunds, LockedLedger } from './ledger/ledger.service';
export { balanceAnnouncer, type BalanceAnnouncer } from './money.events';
export { moneyModule } from './money.module';
export { moneyRepositories, moneyStore } from './money.store';
export { postServicesSpend, servicesPayer } from './spend/services-spend';
