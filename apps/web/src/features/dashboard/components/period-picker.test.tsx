import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { PeriodPicker } from './period-picker';

async function customRange() {
  const onChange = vi.fn();
  const rendered = renderWithProviders(<PeriodPicker value={{ period: '7d' }} onChange={onChange} />);
  await rendered.user.click(screen.getByTestId('dashboard-period-custom'));
  await screen.findByTestId('dashboard-date-from');
  return { ...rendered, onChange };
}

describe('PeriodPicker', () => {
  it('asks for a fixed period at once', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<PeriodPicker value={{ period: '7d' }} onChange={onChange} />);
    await user.click(screen.getByTestId('dashboard-period-30d'));
    expect(onChange).toHaveBeenCalledWith({ period: '30d' });
  });

  it('refuses a custom range the statistics call would refuse, in its words', async () => {
    const { user, onChange } = await customRange();
    await user.click(screen.getByTestId('dashboard-period-apply'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Для власного періоду вкажіть початкову й кінцеву дати.',
    );

    await user.type(screen.getByTestId('dashboard-date-from'), '10032026');
    await user.type(screen.getByTestId('dashboard-date-to'), '01032026');
    await user.click(screen.getByTestId('dashboard-period-apply'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Кінцева дата не може бути раніше початкової.');
    expect(screen.getByTestId('dashboard-date-to')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByTestId('dashboard-date-from'));
    await user.type(screen.getByTestId('dashboard-date-from'), '01012025');
    await user.click(screen.getByTestId('dashboard-period-apply'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Період не може бути довшим за 366 днів.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks for a valid custom range', async () => {
    const { user, onChange } = await customRange();
    await user.type(screen.getByTestId('dashboard-date-from'), '01032026');
    await user.type(screen.getByTestId('dashboard-date-to'), '14032026');
    await user.click(screen.getByTestId('dashboard-period-apply'));
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ period: 'custom', date_from: '2026-03-01', date_to: '2026-03-14' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
