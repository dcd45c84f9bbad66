/** The dev module's face (ADR 0037). */
export { devModule } from './dev.module';
