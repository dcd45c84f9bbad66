import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { PhoneLoginForm } from './phone-login-form';

describe('PhoneLoginForm', () => {
  it('refuses a number that is not Ukrainian, in the API’s words, and asks nothing', async () => {
    const fetchMock = stubApi(() => ({ resend_after: 60 }));
    const { user } = renderWithProviders(<PhoneLoginForm />, { route: '/auth/login' });
    await user.click(screen.getByRole('button', { name: 'Отримати код' }));
    expect(await screen.findByText("Обов'язкове поле.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Номер телефону'), '12345');
    await user.click(screen.getByRole('button', { name: 'Отримати код' }));
    expect(await screen.findByText('Введіть номер телефону у форматі +380XXXXXXXXX.')).toBeInTheDocument();
    expect(screen.getByLabelText('Номер телефону')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the number as +380… and goes on to the code', async () => {
    const fetchMock = stubApi(() => ({ resend_after: 60 }));
    const { user, router } = renderWithProviders(<PhoneLoginForm />, { route: '/auth/login' });
    await user.type(screen.getByLabelText('Номер телефону'), '0501234567');
    await user.click(screen.getByRole('button', { name: 'Отримати код' }));
    await vi.waitFor(() => expect(router.state.location.pathname).not.toBe('/auth/login'));
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ telephone: '+380501234567' });
    expect(router.state.location.search).toContain('380501234567');
  });

  it('puts the API’s refusal of the number under the field', async () => {
    stubApi(() => jsonResponse({ message: 'Помилка', errors: { telephone: ['Номер заблоковано.'] } }, 422));
    const { user } = renderWithProviders(<PhoneLoginForm />, { route: '/auth/login' });
    await user.type(screen.getByLabelText('Номер телефону'), '0501234567');
    await user.click(screen.getByRole('button', { name: 'Отримати код' }));
    expect(await screen.findByText('Номер заблоковано.')).toBeInTheDocument();
  });
});
