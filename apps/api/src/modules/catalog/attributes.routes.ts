import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, messageResponse } from '@supplier/contracts/common';
import {
  attributeGroupResponse,
  attributeGroupSavedResponse,
  attributeGroupsResponse,
  attributeResponse,
  attributeSavedResponse,
  attributesQuery,
  attributesResponse,
} from '@supplier/contracts/attributes';
import { idParams } from '@supplier/contracts/categories';
import { supplierId } from '../../plugins/auth';
import type { CatalogServices } from './catalog.services';

const ATTRIBUTES = '/admin-suppliers/v1/attributes';
const GROUPS = '/admin-suppliers/v1/attribute-groups';

/** Bodies are checked by the services with the contracts' schemas (the catalog's texts); these document them. */
const attributeBody = z
  .looseObject({})
  .describe('{name, type: text|number|boolean|select|multiselect, unit?, options? (select types), required?}');
const groupBody = z.looseObject({}).describe('{name, attribute_ids: ordered ids, category_ids}');
const reorderBody = z.looseObject({}).describe('{ids: every group id in the new order}');

/** `Атрибути` and `Групи атрибутів`. */
export const attributesRoutes: FastifyPluginAsyncZod<{ services: CatalogServices }> = async (app, { services }) => {
  const attributeTag = { tags: ['catalog: attributes'], security: [{ bearer: [] }] };
  const groupTag = { tags: ['catalog: attribute groups'], security: [{ bearer: [] }] };
  const errors = { 401: apiError, 404: apiError, 409: apiError, 422: apiError };

  app.get(
    ATTRIBUTES,
    { schema: { ...attributeTag, querystring: attributesQuery, response: { 200: attributesResponse, ...errors } } },
    async (request) => services.attributes.list(supplierId(request), request.query),
  );
  app.post(
    ATTRIBUTES,
    { schema: { ...attributeTag, body: attributeBody, response: { 201: attributeSavedResponse, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await services.attributes.create(supplierId(request), request.body, request.locale)),
  );
  app.get(
    `${ATTRIBUTES}/:id`,
    { schema: { ...attributeTag, params: idParams, response: { 200: attributeResponse, ...errors } } },
    async (request) => ({
      data: await services.attributes.get(supplierId(request), request.params.id, request.locale),
    }),
  );
  app.put(
    `${ATTRIBUTES}/:id`,
    {
      schema: {
        ...attributeTag,
        params: idParams,
        body: attributeBody,
        response: { 200: attributeSavedResponse, ...errors },
      },
    },
    async (request) => services.attributes.update(supplierId(request), request.params.id, request.body, request.locale),
  );
  app.delete(
    `${ATTRIBUTES}/:id`,
    {
      schema: {
        ...attributeTag,
        description: 'Refused with 409 (naming the groups and the number of products) while the attribute is in use.',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => services.attributes.remove(supplierId(request), request.params.id, request.locale),
  );

  app.get(
    GROUPS,
    { schema: { ...groupTag, response: { 200: attributeGroupsResponse, ...errors } } },
    async (request) => ({ data: await services.groups.list(supplierId(request)) }),
  );
  app.post(
    GROUPS,
    { schema: { ...groupTag, body: groupBody, response: { 201: attributeGroupSavedResponse, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await services.groups.create(supplierId(request), request.body, request.locale)),
  );
  app.post(
    `${GROUPS}/reorder`,
    {
      schema: {
        ...groupTag,
        body: reorderBody,
        response: { 200: attributeGroupsResponse.extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => services.groups.reorder(supplierId(request), request.body, request.locale),
  );
  app.get(
    `${GROUPS}/:id`,
    { schema: { ...groupTag, params: idParams, response: { 200: attributeGroupResponse, ...errors } } },
    async (request) => ({ data: await services.groups.get(supplierId(request), request.params.id, request.locale) }),
  );
  app.put(
    `${GROUPS}/:id`,
    {
      schema: {
        ...groupTag,
        params: idParams,
        body: groupBody,
        response: { 200: attributeGroupSavedResponse, ...errors },
      },
    },
    async (request) => services.groups.update(supplierId(request), request.params.id, request.body, request.locale),
  );
  app.delete(
    `${GROUPS}/:id`,
    { schema: { ...groupTag, params: idParams, response: { 200: messageResponse, ...errors } } },
    async (request) => services.groups.remove(supplierId(request), request.params.id, request.locale),
  );
};
