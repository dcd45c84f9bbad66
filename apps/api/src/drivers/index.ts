import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/** External services, each behind an interface with a production and a local driver. */
export interface Drivers {
  placeholder?: never;
}

export function createDrivers(_config: Config, _log: FastifyBaseLogger): Drivers {
  return {};
}
