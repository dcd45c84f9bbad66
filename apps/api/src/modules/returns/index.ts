/** The returns module's face (ADR 0037): the module plugin. */
export { returnsModule } from './returns.module';
export { seedDemoReturns } from './returns.seed';
