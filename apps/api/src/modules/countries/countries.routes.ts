import type { FastifyPluginAsync } from 'fastify';
import { countriesEndpointSchemas } from '@supplier/contracts/countries';
import { countriesEndpoints } from '@supplier/contracts/countries-endpoints';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { listCountries } from './countries.service';

/** GET /v3/countries?page&search: country names and dial codes for the phone inputs. No auth. */
export const countriesRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRoutes(app, countriesEndpoints, countriesEndpointSchemas, {
    tags: ['countries'],
    security: [],
  });

  route('listCountries', { summary: 'Countries with their phone codes' }, async (request, reply) => {
    void reply.header('cache-control', 'public, max-age=86400');
    return listCountries(request.query);
  });
};
