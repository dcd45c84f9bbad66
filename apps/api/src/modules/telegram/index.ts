/** The telegram module's face (ADR 0037). */
export { telegramModule } from './telegram.module';
