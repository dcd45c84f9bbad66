import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { TemplatesPicker } from './templates';

const saved: unknown[] = [];

async function openManager() {
  saved.length = 0;
  stubApi(({ method, body }) => {
    if (method === 'GET') return { data: [{ id: 1, title: 'Вітання', text: 'Добрий день!' }] };
    saved.push({ method, body });
    return { message: 'Збережено.', data: { id: 2, ...(body as object) } };
  });
  const rendered = renderWithProviders(<TemplatesPicker onPick={() => undefined} />);
  await rendered.user.click(screen.getByTestId('templates-button'));
  await rendered.user.click(await screen.findByRole('menuitem', { name: 'Керувати шаблонами' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Шаблони відповідей' }) };
}

describe('Chat templates', () => {
  it('refuses a title of spaces in the API’s words and saves nothing', async () => {
    const { user, dialog } = await openManager();
    await user.type(within(dialog).getByLabelText('Назва'), '   ');
    await user.type(within(dialog).getByLabelText('Текст'), 'Дякуємо за замовлення!');
    await user.click(within(dialog).getByRole('button', { name: 'Додати шаблон' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Обов'язкове поле.");
    expect(within(dialog).getByLabelText('Назва')).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('edits a template and sends it trimmed', async () => {
    const { user, dialog } = await openManager();
    await user.click(await within(dialog).findByRole('button', { name: 'Змінити «Вітання»' }));
    expect(within(dialog).getByLabelText('Назва')).toHaveValue('Вітання');
    await user.type(within(dialog).getByLabelText('Текст'), ' ');
    await user.click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    await within(dialog).findByRole('button', { name: 'Додати шаблон' });
    expect(saved).toEqual([{ method: 'PUT', body: { title: 'Вітання', text: 'Добрий день!' } }]);
    expect(within(dialog).getByLabelText('Назва')).toHaveValue('');
  });
});
