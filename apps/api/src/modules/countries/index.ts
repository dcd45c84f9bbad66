/** The countries module's face (ADR 0037). */
export { countriesModule } from './countries.module';
