/** The marketplace module's face (ADR 0037): the gateway's signed routes and the storefront webhook. */
export { gatewaySchema, machineRoute, signedByMarketplace } from './marketplace.gateway';
export { marketplaceModule } from './marketplace.module';
export { signedPost } from './marketplace.signature';
export { simulatorContext, type SimulatorContext } from './marketplace.simulator';
export { sendToStorefront } from './storefront.webhook';
