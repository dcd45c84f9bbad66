import type { attributesEndpointSchemas } from './attributes';
import { endpoints } from './endpoint';

/**
 * Attributes and attribute groups (PRODUCT.md section 7): where each endpoint lives; its schemas
 * are in `attributes.ts`.
 */
export const attributesEndpoints = endpoints<typeof attributesEndpointSchemas>()({
  listAttributes: 'GET /admin-suppliers/v1/attributes',
  createAttribute: 'POST /admin-suppliers/v1/attributes',
  getAttribute: 'GET /admin-suppliers/v1/attributes/:id',
  saveAttribute: 'PUT /admin-suppliers/v1/attributes/:id',
  deleteAttribute: 'DELETE /admin-suppliers/v1/attributes/:id',
  listAttributeGroups: 'GET /admin-suppliers/v1/attribute-groups',
  createAttributeGroup: 'POST /admin-suppliers/v1/attribute-groups',
  reorderAttributeGroups: 'POST /admin-suppliers/v1/attribute-groups/reorder',
  getAttributeGroup: 'GET /admin-suppliers/v1/attribute-groups/:id',
  saveAttributeGroup: 'PUT /admin-suppliers/v1/attribute-groups/:id',
  deleteAttributeGroup: 'DELETE /admin-suppliers/v1/attribute-groups/:id',
  /** The groups the product form asks for in a category (bound to it or to an ancestor). */
  listCategoryAttributeGroups: 'GET /admin-suppliers/v1/categories/:id/attribute-groups',
});
