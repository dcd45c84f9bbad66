import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, messageResponse } from '@supplier/contracts/common';
import {
  attributeGroupRequest,
  attributeGroupResponse,
  attributeGroupsReorderRequest,
  attributeGroupSavedResponse,
  attributeGroupsResponse,
  attributeRequest,
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

/** `Атрибути` and `Групи атрибутів`. */
export const attributesRoutes: FastifyPluginAsyncZod<{ services: CatalogServices }> = async (app, { services }) => {
  const attributeTag = { tags: ['catalog: attributes'], security: [{ bearer: [] }] };
  const groupTag = { tags: ['catalog: attribute groups'], security: [{ bearer: [] }] };
  const errors = { 401: apiError, 404: apiError, 409: apiError, 422: apiError };

  app.get(
    ATTRIBUTES,
    {
      schema: {
        operationId: 'listAttributes',
        summary: 'The supplier’s attributes, one page at a time',
        ...attributeTag,
        querystring: attributesQuery,
        response: { 200: attributesResponse, ...errors },
      },
    },
    async (request) => services.attributes.list(supplierId(request), request.query),
  );
  app.post(
    ATTRIBUTES,
    {
      schema: {
        operationId: 'createAttribute',
        summary: 'Creates an attribute',
        ...attributeTag,
        body: attributeRequest,
        response: { 201: attributeSavedResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await services.attributes.create(supplierId(request), request.body, request.locale)),
  );
  app.get(
    `${ATTRIBUTES}/:id`,
    {
      schema: {
        operationId: 'getAttribute',
        summary: 'One attribute',
        ...attributeTag,
        params: idParams,
        response: { 200: attributeResponse, ...errors },
      },
    },
    async (request) => ({
      data: await services.attributes.get(supplierId(request), request.params.id, request.locale),
    }),
  );
  app.put(
    `${ATTRIBUTES}/:id`,
    {
      schema: {
        operationId: 'saveAttribute',
        summary: 'Saves an attribute',
        ...attributeTag,
        params: idParams,
        body: attributeRequest,
        response: { 200: attributeSavedResponse, ...errors },
      },
    },
    async (request) => services.attributes.update(supplierId(request), request.params.id, request.body, request.locale),
  );
  app.delete(
    `${ATTRIBUTES}/:id`,
    {
      schema: {
        operationId: 'deleteAttribute',
        summary: 'Deletes an attribute that is not in use',
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
    {
      schema: {
        operationId: 'listAttributeGroups',
        summary: 'The supplier’s attribute groups, in order',
        ...groupTag,
        response: { 200: attributeGroupsResponse, ...errors },
      },
    },
    async (request) => ({ data: await services.groups.list(supplierId(request)) }),
  );
  app.post(
    GROUPS,
    {
      schema: {
        operationId: 'createAttributeGroup',
        summary: 'Creates an attribute group',
        ...groupTag,
        body: attributeGroupRequest,
        response: { 201: attributeGroupSavedResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await services.groups.create(supplierId(request), request.body, request.locale)),
  );
  app.post(
    `${GROUPS}/reorder`,
    {
      schema: {
        operationId: 'reorderAttributeGroups',
        summary: 'Puts the attribute groups in a new order',
        ...groupTag,
        body: attributeGroupsReorderRequest,
        response: { 200: attributeGroupsResponse.extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => services.groups.reorder(supplierId(request), request.body, request.locale),
  );
  app.get(
    `${GROUPS}/:id`,
    {
      schema: {
        operationId: 'getAttributeGroup',
        summary: 'One attribute group',
        ...groupTag,
        params: idParams,
        response: { 200: attributeGroupResponse, ...errors },
      },
    },
    async (request) => ({ data: await services.groups.get(supplierId(request), request.params.id, request.locale) }),
  );
  app.put(
    `${GROUPS}/:id`,
    {
      schema: {
        operationId: 'saveAttributeGroup',
        summary: 'Saves an attribute group',
        ...groupTag,
        params: idParams,
        body: attributeGroupRequest,
        response: { 200: attributeGroupSavedResponse, ...errors },
      },
    },
    async (request) => services.groups.update(supplierId(request), request.params.id, request.body, request.locale),
  );
  app.delete(
    `${GROUPS}/:id`,
    {
      schema: {
        operationId: 'deleteAttributeGroup',
        summary: 'Deletes an attribute group',
        ...groupTag,
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => services.groups.remove(supplierId(request), request.params.id, request.locale),
  );
};
