import { AdvertisingPage } from '@/features/advertising/components/advertising-page';
import { refreshSetup } from '@/features/setup/store';
import { transfer } from '@/features/balances/api/transfer';
import { newIdempotencyKey } from '@/lib/idempotency';
import { DashboardTabs } from './tabs';

/** Moves money from main to services for a campaign that ran out (the balances' own transfer), then refreshes the shell's balances. */
async function transferToServices(amount: number): Promise<string> {
  const { message } = await transfer({
    body: { amount, transfer_direction: 'transfer_from_main' },
    idempotencyKey: newIdempotencyKey(),
    toastOnError: true,
  });
  void refreshSetup();
  return message;
}

/** /dashboard/advertising: `Реклама`, a paid route (the subscription gate guards it). */
export function Component() {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <DashboardTabs />
      <AdvertisingPage transferToServices={transferToServices} />
    </div>
  );
}
