/** The articles module's face (ADR 0037). */
export { articlesModule } from './articles.module';
