import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { ReviewReplyForm } from './review-reply-form';

describe('ReviewReplyForm', () => {
  it('asks for a reply when only spaces were typed, and sends nothing', async () => {
    const api = stubApi(() => ({}));
    const { user } = renderWithProviders(<ReviewReplyForm reviewId={9} />);
    await user.type(screen.getByLabelText('Публічна відповідь'), '   ');
    await user.click(screen.getByRole('button', { name: 'Опублікувати' }));
    expect(await screen.findByTestId('review-reply-error')).toHaveTextContent('Напишіть відповідь.');
    expect(screen.getByLabelText('Публічна відповідь')).toHaveAttribute('aria-invalid', 'true');
    expect(api).not.toHaveBeenCalled();
  });

  it('publishes the reply, shows the server’s message and empties the field', async () => {
    const api = stubApi(() => ({ message: 'Відповідь опубліковано.', data: {} }));
    const onDone = vi.fn();
    const { user } = renderWithProviders(<ReviewReplyForm reviewId={9} onDone={onDone} />);
    await user.type(screen.getByLabelText('Публічна відповідь'), 'Дякуємо за відгук!');
    await user.click(screen.getByRole('button', { name: 'Опублікувати' }));
    expect(await screen.findByText('Відповідь опубліковано.')).toBeInTheDocument();
    const [url, init] = api.mock.calls[0]!;
    expect(String(url)).toMatch(/\/reviews\/9\/reply$/);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Дякуємо за відгук!' });
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByLabelText('Публічна відповідь')).toHaveValue('');
  });

  it('shows a refusal of the API under the field', async () => {
    stubApi(() => jsonResponse({ message: 'Відповідь уже не можна змінити.' }, 409));
    const { user } = renderWithProviders(<ReviewReplyForm reviewId={9} initial="Було" />);
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByTestId('review-reply-error')).toHaveTextContent('Відповідь уже не можна змінити.');
  });
});
