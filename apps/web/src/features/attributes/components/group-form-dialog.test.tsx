import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { GroupFormDialog } from './group-form-dialog';

const attributes = {
  data: [
    { id: 1, name: 'Колір', type: 'select', unit: null, options: [], required: true },
    { id: 2, name: 'Вага', type: 'number', unit: 'кг', options: [], required: false },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 200, total: 2 },
};

function renderDialog() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  stubApi((call) => {
    if (call.method === 'GET') return attributes;
    calls.push(call);
    return { message: 'Групу збережено.', data: { id: 4 } };
  });
  const onOpenChange = vi.fn();
  const rendered = renderWithProviders(
    <GroupFormDialog open onOpenChange={onOpenChange} entity={null} categoryPicker={() => null} />,
  );
  return { ...rendered, calls, onOpenChange };
}

describe('GroupFormDialog', () => {
  it('asks for the name and saves nothing without it', async () => {
    const { user, calls } = renderDialog();
    await user.click(screen.getByTestId('group-save'));
    expect(await screen.findByText('Вкажіть назву.')).toBeVisible();
    expect(screen.getByLabelText('Назва групи')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('saves the name and the attributes in their order', async () => {
    const { user, calls, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Назва групи'), 'Одяг');
    const select = screen.getByTestId('group-attribute-select');
    await screen.findByRole('option', { name: 'Вага' });
    await user.selectOptions(select, 'Вага');
    await user.click(screen.getByTestId('group-attribute-add'));
    await user.selectOptions(select, 'Колір');
    await user.click(screen.getByTestId('group-attribute-add'));
    await user.click(screen.getByTestId('group-save'));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({ name: 'Одяг', attribute_ids: [2, 1], category_ids: [] });
    expect(await screen.findByText('Групу збережено.')).toBeInTheDocument();
  });
});
