import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeInput } from './code-input';
import { PhoneInput } from './phone-input';
import { SearchInput } from './search-input';

describe('PhoneInput', () => {
  it('tidies a valid number on blur and leaves anything else as typed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PhoneInput aria-label="Телефон" />
        <PhoneInput aria-label="Інший" />
      </>,
    );
    await user.type(screen.getByLabelText('Телефон'), '050-123-45-67');
    await user.type(screen.getByLabelText('Інший'), '12345');
    await user.tab();
    expect(screen.getByLabelText('Телефон')).toHaveValue('+380 50 123 45 67');
    expect(screen.getByLabelText('Інший')).toHaveValue('12345');
    expect(screen.getByLabelText('Телефон')).toHaveAttribute('type', 'tel');
  });
});

describe('SearchInput', () => {
  it('is a search box that passes what is typed', async () => {
    const onChange = vi.fn();
    render(<SearchInput aria-label="Пошук" placeholder="Назва або артикул" onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Пошук' });
    expect(box).toHaveAttribute('placeholder', 'Назва або артикул');
    await userEvent.type(box, 'чай');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(box).toHaveValue('чай');
  });
});

function Code({ onComplete }: { onComplete(code: string): void }) {
  const [value, setValue] = useState('');
  return (
    <CodeInput
      value={value}
      onChange={setValue}
      onComplete={onComplete}
      aria-label="Код із SMS"
      digitLabel={(position, length) => `Цифра ${position} з ${length}`}
    />
  );
}

describe('CodeInput', () => {
  it('moves along the cells as digits are typed and reports the whole code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Code onComplete={onComplete} />);
    expect(screen.getByRole('group', { name: 'Код із SMS' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Цифра 1 з 6'));
    await user.keyboard('12a3456');
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(screen.getByLabelText('Цифра 6 з 6')).toHaveValue('6');
  });

  it('spreads a pasted code over the cells and Backspace takes the last digit back', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Code onComplete={onComplete} />);
    await user.click(screen.getByLabelText('Цифра 1 з 6'));
    await user.paste('98 76 5');
    expect(screen.getByLabelText('Цифра 5 з 6')).toHaveValue('5');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('Цифра 5 з 6')).toHaveValue('');
    expect(screen.getByLabelText('Цифра 4 з 6')).toHaveValue('6');
  });
});
