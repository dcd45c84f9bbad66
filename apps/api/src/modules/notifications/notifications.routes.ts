import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devNotificationRequest, notification, notificationsEndpointSchemas } from '@supplier/contracts/notifications';
import { notificationsEndpoints } from '@supplier/contracts/notifications-endpoints';
import { OutboxMailDriver } from '../../drivers/mail';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { supplierId } from '../../plugins/auth';
import type { NotificationsService } from './notifications.service';

/** The notifications list, the settings matrix and Web Push subscriptions (SPEC section 7). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.authenticate);
  const route = endpointRoutes(app, notificationsEndpoints, notificationsEndpointSchemas, {
    tags: ['notifications'],
    security: [{ bearer: [] }],
  });

  route(
    'listNotifications',
    { summary: 'The supplier’s notifications the member’s role reads, newest first, one page at a time' },
    async (request) => service.list(request.auth!, request.query, request.locale),
  );

  route('countNewNotifications', { summary: 'How many notifications are unread' }, async (request) => ({
    count: await service.countNew(request.auth!),
  }));

  route('markAllNotificationsRead', { summary: 'Marks every notification as read' }, async (request) =>
    service.markAllRead(request.auth!, request.locale),
  );

  route('markNotificationRead', { summary: 'Marks one notification as read' }, async (request) =>
    service.markRead(request.auth!, request.params.id, request.locale),
  );

  route('deleteNotification', { summary: 'Deletes one notification' }, async (request) =>
    service.remove(request.auth!, request.params.id, request.locale),
  );

  route('deleteAllNotifications', { summary: 'Deletes every notification of the supplier' }, async (request) =>
    service.clear(request.auth!, request.locale),
  );

  route('getNotificationSettings', { summary: 'Which notification types go to which channels' }, async (request) =>
    service.settings(supplierId(request), request.auth!.memberId),
  );

  route('saveNotificationSetting', { summary: 'Switches one channel of one notification type' }, async (request) =>
    service.updateSettings(supplierId(request), request.body, request.locale, request.auth!.memberId),
  );

  route('saveNotificationSettings', { summary: 'Switches many notification settings at once' }, async (request) =>
    service.bulkUpdate(supplierId(request), request.body, request.locale, request.auth!.memberId),
  );

  route('getPushKey', { summary: 'The VAPID public key a browser subscribes to web push with' }, async () => ({
    public_key: app.drivers.push.publicKey(),
  }));

  route('addPushSubscription', { summary: 'Registers this browser for web push' }, async (request) =>
    service.subscribePush(
      supplierId(request),
      request.auth!.memberId,
      request.body,
      request.headers['user-agent'],
      request.locale,
    ),
  );

  route('removePushSubscription', { summary: 'Stops web push to this browser' }, async (request) =>
    service.unsubscribePush(supplierId(request), request.body.endpoint, request.locale),
  );
};

/**
 * POST /api/dev/notifications: notify() for any supplier, as the order, delivery and import
 * modules will (e2e and demos). GET /api/dev/mail-outbox: what the outbox mail driver wrote.
 * Machines call them (no X-SESSION); they exist only in the local mode, for this machine
 * (plugins/dev-tools.ts).
 */
export const notificationsDevRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  if (!app.devTools) return;

  app.post(
    '/dev/notifications',
    {
      config: { sessionHeader: false },
      schema: { hide: true, body: devNotificationRequest, response: { 201: z.object({ data: notification }) } },
    },
    async (request, reply) => {
      const { supplier_id, ...input } = request.body;
      return reply.code(201).send({ data: await service.notify(supplier_id, input) });
    },
  );

  const mail = app.drivers.mail;
  if (mail instanceof OutboxMailDriver) {
    app.get(
      '/dev/mail-outbox',
      {
        config: { sessionHeader: false },
        schema: {
          hide: true,
          querystring: z.object({ to: z.string().max(254).optional() }),
          response: {
            200: z.object({
              data: z.array(
                z.object({
                  to: z.string(),
                  subject: z.string(),
                  text: z.string(),
                  file: z.string().nullable(),
                  created_at: z.string(),
                }),
              ),
            }),
          },
        },
      },
      async (request) => ({
        data: mail.outbox(request.query.to).map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          file: m.file,
          created_at: m.sentAt.toISOString(),
        })),
      }),
    );
  }
};
