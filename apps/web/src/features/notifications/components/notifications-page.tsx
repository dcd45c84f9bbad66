import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as Tabs from '@radix-ui/react-tabs';
import { BellOff, CheckCheck, LoaderCircle, Trash2 } from 'lucide-react';
import { notificationTypes } from '@supplier/contracts/notifications';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PageHeader } from '@/components/ui/page-header';
import { useClearNotifications } from '../api/clear-notifications';
import { useDeleteNotification } from '../api/delete-notification';
import { useNewNotificationsCount } from '../api/get-new-count';
import { useNotifications, type NotificationFilter } from '../api/get-notifications';
import { useMarkAllNotificationsAsRead } from '../api/mark-all-as-read';
import { useMarkNotificationAsRead } from '../api/mark-as-read';
import { NotificationItem } from './notification-item';

const FILTERS: NotificationFilter[] = ['all', ...notificationTypes];

/** `Сповіщення` (SPEC sections 2, 4, 7): the list with a type filter, reading and deleting. */
export function NotificationsPage({ title, canOpen }: { title: string; canOpen(link: string): boolean }) {
  const { t } = useTranslation(['notifications', 'common']);
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [confirmClear, setConfirmClear] = useState(false);
  const list = useNotifications(filter, queryClient);
  const { data: newCount = 0 } = useNewNotificationsCount();
  const markRead = useMarkNotificationAsRead();
  const markAll = useMarkAllNotificationsAsRead();
  const remove = useDeleteNotification();
  const clear = useClearNotifications();
  const total = list.data?.total ?? 0;
  const busy = remove.isPending || clear.isPending;

  return (
    <section className="flex flex-col gap-4" data-testid="notifications-page">
      <PageHeader
        title={title}
        description={newCount > 0 ? t('newCount', { count: newCount }) : t('noNew')}
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => markAll.mutate()}
              disabled={newCount === 0 || markAll.isPending}
              data-testid="notifications-mark-all"
            >
              {markAll.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <CheckCheck aria-hidden />}
              {t('actions.markAllRead')}
            </Button>
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={() => setConfirmClear(true)}
              disabled={busy || (filter === 'all' && total === 0 && !list.isPending)}
              data-testid="notifications-clear"
            >
              <Trash2 aria-hidden />
              {t('actions.clearAll')}
            </Button>
          </>
        }
      />

      <Tabs.Root value={filter} onValueChange={(value) => setFilter(value as NotificationFilter)}>
        <Tabs.List
          aria-label={t('filter')}
          className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1"
          data-testid="notifications-filter"
        >
          {FILTERS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="shrink-0 rounded-full border border-border bg-card px-3 py-1.5 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
            >
              {t(`types.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={filter} className="mt-3 focus-visible:outline-none">
          <ListStates
            result={list}
            loading={{ rows: 3, className: 'h-[4.5rem]' }}
            error={{ title: t('loadError') }}
            empty={
              <EmptyState
                icon={BellOff}
                title={filter === 'all' ? t('empty.title') : t('empty.filtered')}
                description={filter === 'all' ? t('empty.description') : undefined}
                testId="notifications-empty"
              />
            }
          >
            {(data) => (
              <div className="flex flex-col gap-3">
                <ul
                  className="divide-y divide-border overflow-hidden rounded-xl border border-border"
                  data-testid="notifications-list"
                  aria-busy={list.isFetching}
                >
                  {data.data.map((item) => (
                    <NotificationItem
                      key={item.id}
                      canOpen={canOpen}
                      notification={item}
                      busy={busy}
                      onMarkRead={(id) => markRead.mutate(id)}
                      onDelete={(id) => remove.mutate(id)}
                    />
                  ))}
                </ul>
                {list.hasNextPage && (
                  <Button
                    variant="outline"
                    className="self-center"
                    onClick={() => void list.fetchNextPage()}
                    disabled={list.isFetchingNextPage}
                    data-testid="notifications-load-more"
                  >
                    {list.isFetchingNextPage && <LoaderCircle className="animate-spin" aria-hidden />}
                    {t('actions.loadMore')}
                  </Button>
                )}
              </div>
            )}
          </ListStates>
        </Tabs.Content>
      </Tabs.Root>

      <Dialog open={confirmClear} onOpenChange={setConfirmClear}>
        <DialogContent data-testid="notifications-clear-dialog">
          <DialogHeader>
            <DialogTitle>{t('clearConfirm.title')}</DialogTitle>
            <DialogDescription>{t('clearConfirm.description')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmClear(false)}>
              {t('common:cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={clear.isPending}
              data-testid="notifications-clear-confirm"
              onClick={() =>
                clear.mutate(undefined, {
                  onSettled: () => setConfirmClear(false),
                  onSuccess: () => setFilter('all'),
                })
              }
            >
              {clear.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
              {t('clearConfirm.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
