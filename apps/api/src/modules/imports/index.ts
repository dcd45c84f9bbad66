/**
 * The imports' face (ADR 0037): what other modules may use. Its tables and repositories stay
 * inside.
 */
export { importsModule } from './imports.module';
export { FeedPlan } from './import-plan';
export { readYmlFeed } from './yml-feed.reader';
