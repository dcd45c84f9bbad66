/**
 * The imports' face (ADR 0037): what other modules may use. Its tables and repositories stay
 * inside.
 */
export { importsModule } from './imports.module';
