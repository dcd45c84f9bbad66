/** The reviews module's face (ADR 0037): what other modules and the seed may use. */
export { reviewsModule } from './reviews.module';
export { seedDemoReviews } from './reviews.seed';
