import type { Locale } from './constants';

/**
 * Validation texts shared by the API (422 answers) and the web forms, so a rule reads the same
 * wherever it fails. Schemas put a key of this catalogue in `message`; anything else is mapped
 * from the zod issue code.
 */
export const validationMessages = {
  uk: {
    required: "Обов'язкове поле.",
    invalid: 'Невірне значення.',
    too_short: 'Мінімум {{minimum}} символів.',
    too_long: 'Максимум {{maximum}} символів.',
    too_small: 'Значення має бути не менше {{minimum}}.',
    too_big: 'Значення має бути не більше {{maximum}}.',
    phone: 'Введіть номер телефону у форматі +380XXXXXXXXX.',
    email: 'Введіть коректну електронну пошту.',
    password_digits: 'Пароль не може складатися лише з цифр.',
    password_mismatch: 'Паролі не збігаються.',
    code_format: 'Код складається з 6 цифр.',
    money_decimals: 'Сума може мати не більше двох знаків після коми.',
    iban: 'Введіть коректний IBAN: UA та 27 цифр.',
    tax_id: 'Введіть коректний код ЄДРПОУ (8 цифр) або ІПН (10 цифр).',
    date_range: 'Кінцева дата не може бути раніше початкової.',
  },
  en: {
    required: 'This field is required.',
    invalid: 'Invalid value.',
    too_short: 'At least {{minimum}} characters.',
    too_long: 'At most {{maximum}} characters.',
    too_small: 'The value must be at least {{minimum}}.',
    too_big: 'The value must be at most {{maximum}}.',
    phone: 'Enter a phone number as +380XXXXXXXXX.',
    email: 'Enter a valid email address.',
    password_digits: 'The password cannot be digits only.',
    password_mismatch: 'The passwords do not match.',
    code_format: 'The code is 6 digits.',
    money_decimals: 'The amount can have at most two decimal places.',
    iban: 'Enter a valid IBAN: UA and 27 digits.',
    tax_id: 'Enter a valid EDRPOU code (8 digits) or individual tax number (10 digits).',
    date_range: 'The end date cannot be before the start date.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ValidationKey = keyof (typeof validationMessages)['uk'];

export interface IssueLike {
  code: string;
  message: string;
  input?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
}

function fill(text: string, params: Record<string, unknown>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function issueMessage(issue: IssueLike, locale: Locale): string {
  const catalogue: Record<string, string> = validationMessages[locale];
  const own = catalogue[issue.message];
  if (own) return fill(own, issue as unknown as Record<string, unknown>);
  const isText = issue.origin === 'string';
  let key: ValidationKey = 'invalid';
  if (issue.input === undefined || (issue.input === '' && issue.code === 'too_small')) key = 'required';
  else if (issue.code === 'too_small') key = isText ? 'too_short' : 'too_small';
  else if (issue.code === 'too_big') key = isText ? 'too_long' : 'too_big';
  return fill(validationMessages[locale][key], issue as unknown as Record<string, unknown>);
}
