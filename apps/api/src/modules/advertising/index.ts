/** The advertising module's face (ADR 0037). */
export { advertisingModule } from './advertising.module';
