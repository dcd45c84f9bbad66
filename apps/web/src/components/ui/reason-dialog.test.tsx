import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonDialog } from './reason-dialog';

function renderReasons(error: string | null = null) {
  const onSubmit = vi.fn();
  render(
    <ReasonDialog
      open
      onOpenChange={() => undefined}
      texts={{
        title: 'Поскаржитися на відгук',
        description: 'Модератори розглянуть скаргу.',
        reason: 'Причина',
        chooseReason: 'Оберіть причину',
        reasonRequired: 'Оберіть причину скарги.',
        comment: 'Коментар',
        commentRequired: 'Опишіть причину скарги.',
        cancel: 'Скасувати',
        submit: 'Надіслати скаргу',
      }}
      reasons={[
        { value: 'spam', label: 'Спам або реклама' },
        { value: 'other', label: 'Інша причина' },
      ]}
      commentMax={500}
      commentRequiredFor={['other']}
      busy={false}
      error={error}
      testIds={{ dialog: 'dialog', reason: 'reason', comment: 'comment', error: 'error', submit: 'submit' }}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit };
}

describe('ReasonDialog', () => {
  it('asks for a reason first, then for a comment when the reason needs one', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderReasons();
    await user.click(screen.getByRole('button', { name: 'Надіслати скаргу' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Оберіть причину скарги.');
    expect(screen.getByLabelText('Причина')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByLabelText('Причина'), 'Інша причина');
    await user.click(screen.getByRole('button', { name: 'Надіслати скаргу' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Опишіть причину скарги.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Коментар'), '  Чужий товар  ');
    await user.click(screen.getByRole('button', { name: 'Надіслати скаргу' }));
    expect(onSubmit).toHaveBeenCalledWith('other', 'Чужий товар');
  });

  it('sends a reason that needs no comment as it is', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderReasons();
    await user.selectOptions(screen.getByLabelText('Причина'), 'Спам або реклама');
    await user.click(screen.getByRole('button', { name: 'Надіслати скаргу' }));
    expect(onSubmit).toHaveBeenCalledWith('spam', '');
  });

  it('shows the server’s refusal of the last attempt', () => {
    renderReasons('Ви вже скаржилися на цей відгук.');
    expect(screen.getByTestId('error')).toHaveTextContent('Ви вже скаржилися на цей відгук.');
  });
});
