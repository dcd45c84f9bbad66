/** The account module's face (ADR 0037). */
export { accountModule } from './account.module';
