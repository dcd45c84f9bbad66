import type { FastifyPluginAsync } from 'fastify';
import { attributesEndpointSchemas } from '@supplier/contracts/attributes';
import { attributesEndpoints } from '@supplier/contracts/attributes-endpoints';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { supplierId } from '../../plugins/auth';
import type { CatalogServices } from './catalog.services';

/** `Атрибути` and `Групи атрибутів`, and the groups of a category. */
export const attributesRoutes: FastifyPluginAsync<{ services: CatalogServices }> = async (app, { services }) => {
  const security = [{ bearer: [] }];
  const attributeRoute = endpointRoutes(app, attributesEndpoints, attributesEndpointSchemas, {
    tags: ['catalog: attributes'],
    security,
  });
  const groupRoute = endpointRoutes(app, attributesEndpoints, attributesEndpointSchemas, {
    tags: ['catalog: attribute groups'],
    security,
  });

  attributeRoute('listAttributes', { summary: 'The supplier’s attributes, one page at a time' }, async (request) =>
    services.attributes.list(supplierId(request), request.query),
  );
  attributeRoute('createAttribute', { summary: 'Creates an attribute' }, async (request) =>
    services.attributes.create(supplierId(request), request.body, request.locale),
  );
  attributeRoute('getAttribute', { summary: 'One attribute' }, async (request) => ({
    data: await services.attributes.get(supplierId(request), request.params.id, request.locale),
  }));
  attributeRoute('saveAttribute', { summary: 'Saves an attribute' }, async (request) =>
    services.attributes.update(supplierId(request), request.params.id, request.body, request.locale),
  );
  attributeRoute(
    'deleteAttribute',
    {
      summary: 'Deletes an attribute that is not in use',
      description: 'Refused with 409 (naming the groups and the number of products) while the attribute is in use.',
    },
    async (request) => services.attributes.remove(supplierId(request), request.params.id, request.locale),
  );

  groupRoute('listAttributeGroups', { summary: 'The supplier’s attribute groups, in order' }, async (request) => ({
    data: await services.groups.list(supplierId(request)),
  }));
  groupRoute('createAttributeGroup', { summary: 'Creates an attribute group' }, async (request) =>
    services.groups.create(supplierId(request), request.body, request.locale),
  );
  groupRoute('reorderAttributeGroups', { summary: 'Puts the attribute groups in a new order' }, async (request) =>
    services.groups.reorder(supplierId(request), request.body, request.locale),
  );
  groupRoute('getAttributeGroup', { summary: 'One attribute group' }, async (request) => ({
    data: await services.groups.get(supplierId(request), request.params.id, request.locale),
  }));
  groupRoute('saveAttributeGroup', { summary: 'Saves an attribute group' }, async (request) =>
    services.groups.update(supplierId(request), request.params.id, request.body, request.locale),
  );
  groupRoute('deleteAttributeGroup', { summary: 'Deletes an attribute group' }, async (request) =>
    services.groups.remove(supplierId(request), request.params.id, request.locale),
  );
  groupRoute(
    'listCategoryAttributeGroups',
    {
      summary: 'The supplier’s attribute groups bound to a category',
      description:
        "Your attribute groups bound to the category or to one of its ancestors: the product form's attributes.",
      tags: ['catalog: categories'],
    },
    async (request) => services.groups.forCategory(supplierId(request), request.params.id, request.locale),
  );
};
