import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { OrderDetail, WaybillParcel } from '@supplier/contracts/orders';
import { renderWithProviders, stubApi } from '@/test/render';
import { WaybillDialog } from './waybill-dialog';

const order = {
  id: 12,
  number: '1042',
  total: 1580,
  version: 3,
  delivery: { carrier: 'novaposhta', city: 'Львів', branch: 'Відділення №1' },
  payment: { method: 'card_online', status: 'paid' },
} as unknown as OrderDetail;

function api(parcel: WaybillParcel) {
  return stubApi(({ method, url }) => {
    if (url.endsWith('/orders/12/waybill/parcel')) return { data: parcel };
    if (method === 'POST' && url.endsWith('/orders/12/waybill')) return { message: 'Створено ТТН', data: order };
    throw new Error(`unexpected ${method} ${url}`);
  });
}

const posted = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

describe('WaybillDialog', () => {
  it('shows the weight, sizes and contents the products give before the waybill is made, and sends them as edited', async () => {
    const fetchMock = api({
      weight: 0.7,
      dimensions: { length: 20, width: 15, height: 9 },
      description: 'Чайник електричний × 2',
      to_locker: false,
    });
    const { user } = renderWithProviders(<WaybillDialog order={order} open onOpenChange={() => undefined} />);
    expect(await screen.findByDisplayValue('0,7')).toBe(screen.getByTestId('waybill-weight'));
    expect(screen.getByTestId('waybill-length')).toHaveValue('20');
    expect(screen.getByTestId('waybill-width')).toHaveValue('15');
    expect(screen.getByTestId('waybill-height')).toHaveValue('9');
    expect(screen.getByTestId('waybill-contents')).toHaveValue('Чайник електричний × 2');

    await user.clear(screen.getByTestId('waybill-height'));
    await user.type(screen.getByTestId('waybill-height'), '12');
    await user.click(screen.getByTestId('waybill-submit'));
    await vi.waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toMatchObject({
      weight: 0.7,
      length: 20,
      width: 15,
      height: 12,
      description: 'Чайник електричний × 2',
      version: 3,
    });
  });

  it('checks a parcel locker’s limits before the call: sizes needed, at most 40×30×60 cm and 30 kg', async () => {
    const fetchMock = api({ weight: 0.5, dimensions: null, description: 'Чохол', to_locker: true });
    const { user } = renderWithProviders(<WaybillDialog order={order} open onOpenChange={() => undefined} />);
    // the order's branch reads as a branch; the API knows it is a locker
    await vi.waitFor(() => expect(screen.getByTestId('waybill-weight')).toHaveValue('0,5'));
    expect(screen.getByTestId('waybill-parcel-hint')).toHaveTextContent(
      'Доставка в поштомат: габарити обов’язкові, до 30 кг і 40×30×60 см. У товарів не вказані розміри.',
    );

    await user.click(screen.getByTestId('waybill-submit'));
    expect(await screen.findByTestId('waybill-error')).toHaveTextContent(
      'Для поштомата потрібні габарити посилки: вкажіть довжину, ширину і висоту (см) або заповніть їх у товарах.',
    );
    await user.type(screen.getByTestId('waybill-length'), '70');
    await user.type(screen.getByTestId('waybill-width'), '30');
    await user.type(screen.getByTestId('waybill-height'), '20');
    await user.click(screen.getByTestId('waybill-submit'));
    expect(await screen.findByText('Посилка 70×30×20 см не влізе в поштомат: найбільша комірка 60×40×30 см.')).toBe(
      screen.getByTestId('waybill-error'),
    );
    await user.clear(screen.getByTestId('waybill-length'));
    await user.type(screen.getByTestId('waybill-length'), '40');
    await user.clear(screen.getByTestId('waybill-weight'));
    await user.type(screen.getByTestId('waybill-weight'), '31,5');
    await user.click(screen.getByTestId('waybill-submit'));
    expect(await screen.findByText('Поштомат приймає посилки до 30 кг, а ця важить 31,5 кг.')).toBeVisible();
    expect(posted(fetchMock)).toEqual([]);

    await user.clear(screen.getByTestId('waybill-weight'));
    await user.type(screen.getByTestId('waybill-weight'), '2');
    await user.click(screen.getByTestId('waybill-submit'));
    await vi.waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toMatchObject({ weight: 2, length: 40, width: 30, height: 20 });
  });
});
