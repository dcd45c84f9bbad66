/** The stores module's face (ADR 0037). */
export { ensureFirstStore } from './stores.first-store';
export { storesModule } from './stores.module';
export { storesRepository, type StoresRepository } from './stores.repository';
