import { create } from 'zustand';
import { MONEY_CONFIRMATION_HEADER } from '@supplier/contracts/money';
import { teamEndpoints } from '@supplier/contracts/team-endpoints';
import { apiErrorCode } from './form';
import { callEndpoint } from './endpoint-client';

/** A money call waiting for the texted code (issue 34): the dialog answers it or gives up. */
interface Pending {
  /** What the code request said (`Код надіслано на …`). */
  message: string;
  /** Runs the call again with the code; a wrong code rejects and the dialog stays. */
  confirm(code: string): Promise<void>;
  cancel(): void;
}

export const useMoneyConfirmation = create<{ pending: Pending | null }>(() => ({ pending: null }));

/**
 * Runs a call that moves money out of the supplier. The account holder's goes through as before;
 * a team member's is refused with 403 `money_confirmation_required` until it carries the code
 * texted to them: the code is asked for, the shell's dialog takes it, and the call runs again
 * with it. Giving up rejects with the first refusal.
 */
export async function withMoneyConfirmation<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  try {
    return await call({});
  } catch (refusal) {
    if (apiErrorCode(refusal) !== 'money_confirmation_required') throw refusal;
    const sent = await callEndpoint(teamEndpoints.requestMoneyConfirmation);
    return new Promise<T>((resolve, reject) => {
      const close = () => useMoneyConfirmation.setState({ pending: null });
      useMoneyConfirmation.setState({
        pending: {
          message: sent.message,
          confirm: (code) =>
            call({ [MONEY_CONFIRMATION_HEADER]: code }).then((answer) => {
              close();
              resolve(answer);
            }),
          cancel: () => {
            close();
            reject(refusal);
          },
        },
      });
    });
  }
}
