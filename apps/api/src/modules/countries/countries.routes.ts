import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countriesQuery, countriesResponse } from '@supplier/contracts/identity';
import { listCountries } from './countries.service';

/** GET /v3/countries?page&search: country names and dial codes for the phone inputs. No auth. */
export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v3/countries',
    {
      schema: {
        operationId: 'listCountries',
        summary: 'Countries with their phone codes',
        security: [],
        tags: ['countries'],
        querystring: countriesQuery,
        response: { 200: countriesResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=86400');
      return listCountries(request.query);
    },
  );
};
