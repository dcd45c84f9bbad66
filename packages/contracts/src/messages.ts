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
    too_short_one: 'Мінімум {{count}} символ.',
    too_short_few: 'Мінімум {{count}} символи.',
    too_short_many: 'Мінімум {{count}} символів.',
    too_short_other: 'Мінімум {{count}} символу.',
    too_long_one: 'Максимум {{count}} символ.',
    too_long_few: 'Максимум {{count}} символи.',
    too_long_many: 'Максимум {{count}} символів.',
    too_long_other: 'Максимум {{count}} символу.',
    too_small: 'Значення має бути не менше {{minimum}}.',
    not_negative: "Значення не може бути від'ємним.",
    positive: 'Значення має бути більше 0.',
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
    nul_character: 'Поле містить недопустимий символ.',
  },
  en: {
    required: 'This field is required.',
    invalid: 'Invalid value.',
    too_short_one: 'At least {{count}} character.',
    too_short_other: 'At least {{count}} characters.',
    too_long_one: 'At most {{count}} character.',
    too_long_other: 'At most {{count}} characters.',
    too_small: 'The value must be at least {{minimum}}.',
    not_negative: 'The value cannot be negative.',
    positive: 'The value must be greater than 0.',
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
    nul_character: 'The field contains a character that is not allowed.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

type PluralSuffix = '_one' | '_few' | '_many' | '_other';
/** A catalogue key; a counted text is one key whose forms follow i18next's `_one/_few/_many/_other`. */
export type ValidationKey = keyof (typeof validationMessages)['uk'] extends infer K
  ? K extends `${infer Base}${PluralSuffix}`
    ? Base
    : K
  : never;

export interface IssueLike {
  code: string;
  message: string;
  input?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  origin?: string;
}

/** A domain's words for a validation issue: its own catalogue first, then the shared one. */
export type IssueText = (issue: IssueLike, locale: Locale) => string;

function fill(text: string, params: Record<string, unknown>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The text of `key` in `locale`; a counted text takes the language's plural form of `count`. */
function render(locale: Locale, key: string, params: Record<string, unknown>): string | undefined {
  const catalogue: Record<string, string> = validationMessages[locale];
  if (catalogue[key]) return fill(catalogue[key], params);
  if (typeof params.count !== 'number') return undefined;
  const form = new Intl.PluralRules(locale).select(params.count);
  const text = catalogue[`${key}_${form}`] ?? catalogue[`${key}_other`];
  return text === undefined ? undefined : fill(text, params);
}

export function issueMessage(issue: IssueLike, locale: Locale): string {
  const bound = issue.code === 'too_small' ? issue.minimum : issue.code === 'too_big' ? issue.maximum : undefined;
  const params = {
    ...(issue as unknown as Record<string, unknown>),
    count: bound === undefined ? undefined : Number(bound),
  };
  const own = render(locale, issue.message, params);
  if (own) return own;
  const isText = issue.origin === 'string';
  let key: ValidationKey = 'invalid';
  if (issue.input === undefined || (issue.input === '' && issue.code === 'too_small')) key = 'required';
  else if (issue.code === 'too_small' && !isText && Number(issue.minimum) === 0) {
    // The rule that refused the value: ≥ 0 reads "not negative", > 0 reads "greater than 0".
    key = issue.inclusive === false ? 'positive' : 'not_negative';
  } else if (issue.code === 'too_small') key = isText ? 'too_short' : 'too_small';
  else if (issue.code === 'too_big') key = isText ? 'too_long' : 'too_big';
  return render(locale, key, params) ?? fill(validationMessages[locale].invalid, params);
}
