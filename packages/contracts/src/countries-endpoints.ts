import type { countriesEndpointSchemas } from './countries';
import { endpoints } from './endpoint';

/** Country names and dial codes for the phone inputs: where the endpoint lives; its schemas are in `countries.ts`. */
export const countriesEndpoints = endpoints<typeof countriesEndpointSchemas>()({
  listCountries: 'GET /v3/countries',
});
