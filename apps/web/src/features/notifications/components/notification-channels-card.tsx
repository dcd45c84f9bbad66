import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Switch from '@radix-ui/react-switch';
import { BellRing, LoaderCircle } from 'lucide-react';
import {
  CHANNEL_TYPES,
  channelAllows,
  notificationChannels,
  notificationTypes,
  type NotificationChannel,
  type NotificationSettings,
  type NotificationType,
} from '@supplier/contracts/notifications';
import { QueryStates } from '@/components/ui/page-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { toast } from '@/components/ui/use-toast';
import { showErrorToast } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useBulkUpdateNotificationSettings } from '../api/update-notification-settings';
import { disablePush, enablePush, pushState, type PushState } from '../lib/push';

/** Rows in the order of the product's types, kept only when some channel carries them. */
const ROWS = notificationTypes.filter((type) => notificationChannels.some((channel) => channelAllows(channel, type)));

/** A small on/off switch (radix Switch). */
export function ChannelSwitch({
  checked,
  onCheckedChange,
  label,
  disabled,
  testId,
}: {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  label: string;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
      className="relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
    >
      <Switch.Thumb className="pointer-events-none block size-4 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0" />
    </Switch.Root>
  );
}

/**
 * The channel × type matrix of SPEC section 3: each channel switched on or off, and within it the
 * types it may carry (other cells are not available). Each change is one bulk call.
 */
export function NotificationChannelsCard() {
  const { t } = useTranslation(['notifications', 'common']);
  const settings = useNotificationSettings();
  const update = useBulkUpdateNotificationSettings();
  const user = useSession((state) => state.user?.data);

  const change = (body: { channel?: NotificationChannel; type?: NotificationType; enabled: boolean }) =>
    update.mutate(body, { onError: (error) => showErrorToast(error) });

  const hint = (channel: NotificationChannel) => {
    if (channel === 'sms') return t('channels.hints.sms', { telephone: user?.telephone ?? '' });
    if (channel === 'email') {
      return user?.email ? t('channels.hints.email', { email: user.email }) : t('channels.hints.emailMissing');
    }
    return t(`channels.hints.${channel}`);
  };

  const channelColumns = (data: NotificationSettings): DataColumn<NotificationType>[] => [
    {
      id: 'type',
      header: t('channels.type'),
      className: 'max-w-40 pr-3 text-left sm:max-w-none',
      rowHeader: true,
      pinned: true,
      cell: (type) => (
        <>
          <span className="block font-medium">{t(`types.${type}`)}</span>
          <span className="block text-xs text-muted-foreground">{t(`typeDescriptions.${type}`)}</span>
        </>
      ),
    },
    ...notificationChannels.map((channel): DataColumn<NotificationType> => {
      const name = t(`channels.names.${channel}`);
      return {
        id: channel,
        header: (
          <div className="flex flex-col items-center gap-2" title={hint(channel)}>
            <span>{name}</span>
            <ChannelSwitch
              checked={data[channel].enabled}
              onCheckedChange={(enabled) => change({ channel, enabled })}
              label={t('channels.channelSwitch', { channel: name })}
              disabled={update.isPending}
              testId={`channel-${channel}`}
            />
          </div>
        ),
        className: 'px-2 text-center',
        cellClassName: 'align-middle',
        cell: (type) =>
          (CHANNEL_TYPES[channel] as readonly NotificationType[]).includes(type) ? (
            <Checkbox
              checked={data[channel].types.includes(type)}
              onCheckedChange={(checked) => change({ channel, type, enabled: checked === true })}
              disabled={update.isPending}
              aria-label={t('channels.cell', { type: t(`types.${type}`), channel: name })}
              data-testid={`cell-${channel}-${type}`}
              className={cn(!data[channel].enabled && 'opacity-50')}
            />
          ) : (
            <span className="text-zinc-400" title={t('channels.notAvailable')}>
              <span aria-hidden>—</span>
              <span className="sr-only">{t('channels.notAvailable')}</span>
            </span>
          ),
      };
    }),
  ];

  return (
    <Card data-testid="notification-channels">
      <CardHeader>
        <CardTitle>{t('channels.title')}</CardTitle>
        <CardDescription>{t('channels.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <QueryStates
          result={settings}
          loading={{ rows: 1, className: 'h-48' }}
          error={{ title: t('channels.loadError') }}
        >
          {({ data }) => (
            <DataTable
              caption={t('channels.title')}
              columns={channelColumns(data)}
              rows={ROWS}
              rowKey={(type) => type}
              minWidth="min-w-[36rem]"
              headers="controls"
              framed={false}
              scrollTestId="channels-scroll"
            />
          )}
        </QueryStates>
        <PushDevice />
      </CardContent>
    </Card>
  );
}

/** Whether this browser gets push notifications, with the switch to change it. */
function PushDevice() {
  const { t } = useTranslation('notifications');
  const [state, setState] = useState<PushState | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let active = true;
    pushState().then(
      (value) => active && setState(value),
      () => active && setState('unsupported'),
    );
    return () => {
      active = false;
    };
  }, []);

  const run = (action: () => Promise<PushState>) => {
    setPending(true);
    action()
      .then(setState, () => toast({ variant: 'destructive', description: t('push.failed') }))
      .finally(() => setPending(false));
  };

  if (state === null) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border px-4 py-3"
      data-testid="push-device"
    >
      <BellRing className="size-5 shrink-0 text-zinc-500" aria-hidden />
      <div className="min-w-0 flex-1 basis-60">
        <p className="text-sm font-medium">{t('push.title')}</p>
        <p className="text-sm text-muted-foreground">{t(`push.${state}`)}</p>
      </div>
      {(state === 'on' || state === 'off') && (
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          onClick={() => run(state === 'on' ? disablePush : enablePush)}
        >
          {pending && <LoaderCircle className="animate-spin" aria-hidden />}
          {state === 'on' ? t('push.disable') : t('push.enable')}
        </Button>
      )}
    </div>
  );
}
