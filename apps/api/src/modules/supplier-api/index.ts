/** The supplier API module's face (ADR 0037). */
export { supplierApiModule } from './supplier-api.module';
