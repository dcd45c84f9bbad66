/** The health module's face (ADR 0037). */
export { healthModule } from './health.module';
