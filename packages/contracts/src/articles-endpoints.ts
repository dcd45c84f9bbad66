import type { articlesEndpointSchemas } from './articles';
import { endpoints } from './endpoint';

/** Information articles (PRODUCT.md section 6): where each endpoint lives; its schemas are in `articles.ts`. */
export const articlesEndpoints = endpoints<typeof articlesEndpointSchemas>()({
  listArticles: 'GET /admin-suppliers/v1/articles',
  getArticle: 'GET /admin-suppliers/v1/articles/:kind',
  saveArticle: 'PUT /admin-suppliers/v1/articles/:kind',
});
