import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createDrivers, type Drivers } from './drivers';
import { jobsPlugin } from './jobs/jobs.plugin';
import { applyMethodOverride } from './lib/method-override';
import { drainPlugin } from './lib/shutdown';
import { closeStalledBodies } from './lib/stalled-bodies';
import { serveUploads } from './lib/storage';
import { authPlugin } from './plugins/auth';
import { devToolsPlugin } from './plugins/dev-tools';
import { clientErrorHandler, errorsPlugin, frameworkErrors, validatorCompiler } from './plugins/errors';
import { localePlugin } from './plugins/locale';
import { noNulPlugin } from './plugins/no-nul';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime';
import { securityPlugin } from './plugins/security';
import { sessionHeaderPlugin } from './plugins/session-header';
import { spaPlugin } from './plugins/spa';
import { registerModules } from './modules';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Replaces drivers made from the configuration (tests). */
  drivers?: Partial<Drivers>;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    drivers: Drivers;
  }
}

/** The whole product as one Fastify instance; server.ts listens, tests inject(). */
export async function buildApp({ config, database, drivers }: AppOptions): Promise<App> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    // A request that reaches a closing process on a connection still open is served, not 503:
    // the drain (lib/shutdown.ts) has already told every client to close its connection.
    return503OnClosing: false,
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        applyMethodOverride(request);
        handler(request, response);
      });
      closeStalledBodies(server, config.BODY_IDLE_TIMEOUT_SECONDS);
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('drivers', { ...createDrivers(config, app.log), ...drivers });
  // Set as the request comes in, so that errors carry it too; not in onSend, whose hook run cost
  // every answer a few percent of a cached signed-in GET (issue 36).
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  await app.register(drainPlugin);
  // Answers over 1 kB in JSON, XML or text (lists, exports, feeds) go out compressed when the client
  // accepts it: the products list's first page is 30 kB of JSON and under 4 kB in brotli, which a
  // phone on 4G waits for before its first rows (issue 36, ADR 0059). Not the plugin's default
  // octet-stream: a file of unknown kind (an upload) is mostly compressed already. The web app's
  // files are compressed at build time (spa.ts serves them with their encoding, which this leaves alone).
  await app.register(compress, { customTypes: /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)/ });
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(devToolsPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(sessionHeaderPlugin);
  await app.register(formbody);
  await app.register(authPlugin, { db: database.db });
  await app.register(noNulPlugin);
  await app.register(realtimePlugin);
  await app.register(openapiPlugin);
  await app.register(jobsPlugin);
  await app.register(registerModules, { prefix: '/api' });
  await app.register(serveUploads, { storage: app.drivers.storage });
  await app.register(spaPlugin, { webDist: config.WEB_DIST });
  return app;
}
