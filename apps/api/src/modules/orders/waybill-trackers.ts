import fp from 'fastify-plugin';

/** Another module's waybills followed by the orders' tracking job (a return's waybill). */
export interface WaybillTracker {
  /** One round over its waybills that are due; answers how many it asked about and moved. */
  track(): Promise<{ asked: number; moved: number }>;
  /** Makes the waybill `ttn` due now (the local test hook); false when it is not one of its own. */
  forget(ttn: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Waybills of higher modules that the one tracking job follows after the orders' own (ADR 0032's extension point). */
    waybillTrackers: WaybillTracker[];
  }
}

/** Register before the orders module and the modules adding trackers; visible to every sibling module. */
export const waybillTrackersPlugin = fp(async (app) => {
  app.decorate('waybillTrackers', []);
});
