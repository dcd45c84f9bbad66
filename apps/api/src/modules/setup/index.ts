/** The setup module's face (ADR 0037): the onboarding registry and the endpoints' requirements. */
export { setupModule } from './setup.module';
export { setupRegistryPlugin } from './setup.registry';
export { requirementsHook, requirementText, unmetRequirement } from './setup.requirements';
