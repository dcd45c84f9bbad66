import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { WebhookFormDialog } from './webhook-form-dialog';

const created = { message: 'Вебхук додано.', data: { id: 3, url: 'https://example.com/hooks' }, secret: 'whsec_1' };

function renderForm(answer: Parameters<typeof stubApi>[0] = () => created) {
  const api = stubApi(answer);
  const onCreated = vi.fn();
  const onOpenChange = vi.fn();
  const rendered = renderWithProviders(
    <WebhookFormDialog integrationId={5} open onOpenChange={onOpenChange} onCreated={onCreated} />,
  );
  return { ...rendered, api, onCreated, onOpenChange };
}

describe('WebhookFormDialog', () => {
  it('refuses a non-https address and no events in the API’s words, and sends nothing', async () => {
    const { user, api } = renderForm();
    await user.type(screen.getByLabelText('Адреса (URL)'), 'ftp://example.com/hooks');
    await user.click(screen.getByTestId('webhook-event-order.created'));
    await user.click(screen.getByRole('button', { name: 'Додати' }));
    expect(await screen.findByText('Вкажіть адресу, що починається з https://')).toBeVisible();
    expect(screen.getByText('Оберіть хоча б одну подію.')).toBeVisible();
    expect(screen.getByLabelText('Адреса (URL)')).toHaveAttribute('aria-invalid', 'true');
    expect(api).not.toHaveBeenCalled();
  });

  it('creates the endpoint with the address and the chosen events, then closes', async () => {
    const { user, api, onCreated, onOpenChange } = renderForm();
    await user.type(screen.getByLabelText('Адреса (URL)'), ' https://example.com/hooks ');
    await user.click(screen.getByRole('button', { name: 'Додати' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api).toHaveBeenCalledTimes(1);
    const [url, init] = api.mock.calls[0]!;
    expect(String(url)).toMatch(/\/integrations\/5\/webhooks$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ url: 'https://example.com/hooks', events: ['order.created'] });
    expect(onCreated).toHaveBeenCalledWith(created);
  });

  it('puts the 422 texts of the API under their fields', async () => {
    const { user, onOpenChange } = renderForm(() =>
      jsonResponse(
        { message: 'Помилка', errors: { url: ['Адреса внутрішньої мережі.'], 'events.0': ['Невідома подія.'] } },
        422,
      ),
    );
    await user.type(screen.getByLabelText('Адреса (URL)'), 'https://10.0.0.1/hooks');
    await user.click(screen.getByRole('button', { name: 'Додати' }));
    expect(await screen.findByText('Адреса внутрішньої мережі.')).toBeVisible();
    expect(screen.getByText('Невідома подія.')).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
