/** The dashboard module's face (ADR 0037). */
export { dashboardModule } from './dashboard.module';
