import type { EndpointTable } from './endpoint';
import { countriesQuery, countriesResponse } from './identity';

/** What each endpoint of `countriesEndpoints` takes and answers (the schemas live with the phone's in `identity.ts`). */
export const countriesEndpointSchemas = {
  listCountries: { permission: 'public', query: countriesQuery, responses: { 200: countriesResponse }, errors: [] },
} satisfies EndpointTable;
