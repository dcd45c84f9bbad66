/**
 * The integrations module's face (ADR 0037): webhook events, written in the caller's transaction,
 * and the API tokens the supplier API signs in with.
 */
export { integrationsModule } from './integrations.module';
export { integrationsRepository } from './integrations.repository';
export { integrationStatus, integrationTokenHash, isIpAllowed } from './integrations.service';
export { emitWebhookEvent, emitWebhookEvents } from './webhooks/webhook-events.repository';
