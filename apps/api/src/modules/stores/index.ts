/** The stores module's face (ADR 0037). */
export { ensureFirstStore } from './stores.first-store';
export { storesModule } from './stores.module';
export { storesRepository, type StoresRepository } from './stores.repository';
/** The stores table, for other modules' read joins (a review's store name); never written outside stores. */
export { stores } from './stores.table';
