import { beforeEach, describe, expect, it, vi } from 'vitest';
import { moneyBalancesEndpoints } from '@supplier/contracts/money-balances-endpoints';
import { shelvingsEndpoints } from '@supplier/contracts/shelvings-endpoints';
import { storesEndpoints } from '@supplier/contracts/stores-endpoints';
import { apiRequest } from './api-client';
import { callEndpoint } from './endpoint-client';

vi.mock('./api-client', () => ({ apiRequest: vi.fn(async () => ({ message: 'ok' })) }));

const request = vi.mocked(apiRequest);

beforeEach(() => request.mockClear());

describe('callEndpoint (ADR 0029)', () => {
  it('calls the declared method and path with the parameters filled in', async () => {
    const body = { product_id: 5, quantity: 2 };
    await callEndpoint(shelvingsEndpoints.placeOnShelving, { params: { id: 12 }, body, toastOnError: false });
    expect(request).toHaveBeenCalledWith('/admin-suppliers/v1/shelvings/12/placements', {
      method: 'POST',
      query: undefined,
      body,
      toastOnError: false,
    });

    await callEndpoint(shelvingsEndpoints.removeFromShelving, { params: { id: 'a/b', productId: 7 } });
    expect(request).toHaveBeenLastCalledWith('/admin-suppliers/v1/shelvings/a%2Fb/placements/7', {
      method: 'DELETE',
      query: undefined,
      body: undefined,
    });
  });

  it('passes the query and the signal on', async () => {
    const signal = new AbortController().signal;
    await callEndpoint(storesEndpoints.listStores, { query: { page: 2, status: 'paused' }, signal });
    expect(request).toHaveBeenCalledWith('/admin-suppliers/v1/stores', {
      method: 'GET',
      query: { page: 2, status: 'paused' },
      body: undefined,
      signal,
    });
  });

  it('sends the headers an endpoint documents', async () => {
    const body = { amount: 10, transfer_direction: 'transfer_to_main' as const };
    await callEndpoint(moneyBalancesEndpoints.transferBetweenBalances, { body, headers: { 'Idempotency-Key': 'k-1' } });
    expect(request).toHaveBeenCalledWith('/v1/customers/balances/balance-transfer', {
      method: 'POST',
      query: undefined,
      body,
      headers: { 'Idempotency-Key': 'k-1' },
    });
  });

  it('sends an upload to a PUT as POST ?_method=PUT (SPEC section 7)', async () => {
    const body = new FormData();
    body.append('logo', new Blob(['x']));
    await callEndpoint(storesEndpoints.saveStoreLogo, { params: { id: 3 }, body });
    expect(request).toHaveBeenCalledWith('/admin-suppliers/v1/stores/3/logo', {
      method: 'POST',
      query: { _method: 'PUT' },
      body,
    });
  });
});
