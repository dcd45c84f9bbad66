/** The team module's face (ADR 0037). */
export { teamModule } from './team.module';
