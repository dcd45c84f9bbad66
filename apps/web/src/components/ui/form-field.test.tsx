import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FormField } from './form-field';
import { Input } from './input';

describe('FormField', () => {
  it('names the control by its label and shows no error at first', () => {
    render(<FormField label="Назва">{(control) => <Input {...control} />}</FormField>);
    const input = screen.getByLabelText('Назва');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error under the field, marks the control invalid and describes it by the error', () => {
    render(
      <FormField label="Назва" error="Поле обов'язкове." description="Як бачить покупець">
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Назва');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent("Поле обов'язкове.");
    expect(input).toHaveAccessibleDescription("Як бачить покупець Поле обов'язкове.");
    expect(input).toHaveAccessibleErrorMessage("Поле обов'язкове.");
  });

  it('caps the control at the limit and counts the characters in Ukrainian', () => {
    render(
      <FormField label="Опис" limit={{ max: 10, length: 4 }}>
        {(control) => <Input {...control} />}
      </FormField>,
    );
    expect(screen.getByLabelText('Опис')).toHaveAttribute('maxLength', '10');
    expect(screen.getByLabelText('Опис')).toHaveAccessibleDescription('Не більше 10 символів.');
    expect(screen.getByTestId('text-limit')).toHaveTextContent('4/10');
  });
});
