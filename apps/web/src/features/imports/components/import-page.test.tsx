import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ImportCategory, ImportCheck } from '@supplier/contracts/imports';
import { renderWithProviders, stubApi } from '@/test/render';
import type { ImportCategoryPicker } from './import-mappings';
import { ImportPage } from './import-page';

const category = (id: string, name: string, fields: Partial<ImportCategory>): ImportCategory => ({
  id,
  parent_id: null,
  name,
  path: name,
  key: name.toLowerCase(),
  offers: 10,
  new_offers: 10,
  category: null,
  confirmed: false,
  suggestion: null,
  ...fields,
});

/** A first feed: two sure suggestions, an unsure one, and one nothing was found for. */
const check: ImportCheck = {
  format: 'yml',
  file_name: 'rozetka.xml',
  offers: 40,
  counts: { create: 30, update: 0, unchanged: 0, skip: 10 },
  categories: [
    category('1', 'Гантелі', {
      category: { id: 11, path: 'Спорт / Гантелі та гирі' },
      suggestion: { reason: 'words', why: 'ті самі слова', confidence: 90, sellers: null },
    }),
    category('2', 'Скакалки', {
      category: { id: 12, path: 'Спорт / Скакалки' },
      suggestion: { reason: 'others', why: 'підтвердили інші продавці (3)', confidence: 95, sellers: 3 },
    }),
    category('3', 'Ялинкові іграшки', {
      category: { id: 13, path: 'Дім / Свічки' },
      suggestion: { reason: 'offers', why: 'за назвами товарів', confidence: 55, sellers: null },
    }),
    category('4', 'Скатертини та серветки', { parent_id: '5' }),
    category('5', 'Текстиль', { offers: 0, new_offers: 0 }),
  ],
  params: [],
  problems: [],
  problems_total: 0,
  broken: null,
};

/** The marketplace picker stands in as one button choosing «Дім / Скатертини», saying what its search starts with. */
const picker: ImportCategoryPicker = ({ onPick, initialSearch }) => (
  <button type="button" onClick={() => onPick({ id: 14, path: 'Дім / Скатертини' })}>
    {`Обрати для «${initialSearch}»`}
  </button>
);

async function checked() {
  const calls: string[] = [];
  stubApi(({ method, url }) => {
    calls.push(`${method} ${url}`);
    return { data: check };
  });
  const rendered = renderWithProviders(
    <ImportPage title="Імпорт продуктів" informationReady categoryPicker={picker} />,
  );
  const zone = screen.getByTestId('import-drop-zone');
  expect(zone).toHaveTextContent('Перетягніть файл фіду сюди');
  const file = new File(['<yml_catalog/>'.repeat(200)], 'rozetka.xml', { type: 'application/xml' });
  fireEvent.drop(zone, { dataTransfer: { files: [file] } });
  expect(zone).toHaveTextContent('rozetka.xml (2,7 кБ)');
  await rendered.user.click(screen.getByTestId('import-check-submit'));
  await screen.findByTestId('import-check');
  return { ...rendered, calls };
}

const count = (key: string) => screen.getByTestId(`import-count-${key}`).querySelector('dd')!.textContent;
const row = (name: string) => screen.getAllByTestId('import-category').find((li) => li.textContent!.startsWith(name))!;

describe('ImportPage: the mapping step', () => {
  it('recounts as the seller picks, marks the pick as the seller’s own, without saving first', async () => {
    const { user, calls } = await checked();
    expect(count('create')).toBe('30');
    expect(screen.getByTestId('import-apply')).toHaveTextContent('Імпортувати 30 товарів');
    expect(within(row('Гантелі')).getByTestId('import-category-state')).toHaveTextContent('Пропозиція');
    expect(row('Гантелі')).toHaveTextContent('ті самі слова, впевненість 90%');

    await user.click(within(row('Скатертини та серветки')).getByTestId('import-category-change'));
    await user.click(
      within(screen.getByTestId('import-category-dialog')).getByText('Обрати для «Скатертини та серветки»'),
    );
    expect(row('Скатертини та серветки')).toHaveTextContent('Дім / Скатертини');
    expect(within(row('Скатертини та серветки')).getByTestId('import-category-state')).toHaveTextContent('Ваш вибір');
    expect(count('create')).toBe('40');
    expect(count('skip')).toBe('0');
    expect(screen.getByTestId('import-apply')).toHaveTextContent('Імпортувати 40 товарів');

    await user.click(within(row('Гантелі')).getByTestId('import-category-exclude'));
    expect(row('Гантелі')).toHaveTextContent('Не імпортується');
    expect(count('create')).toBe('30');
    expect(count('skip')).toBe('10');
    // Nothing was saved or checked again: the counts are the page's own.
    expect(calls.filter((call) => call.startsWith('POST')).length).toBe(1);
    expect(calls.some((call) => call.startsWith('PUT'))).toBe(false);
  });

  it('accepts every suggestion from the chosen confidence in one action; the unsure ones wait', async () => {
    const { user } = await checked();
    const accept = screen.getByTestId('import-accept');
    expect(accept).toHaveTextContent('Буде прийнято 2 пропозиції (товарів: 20)');
    await user.click(within(accept).getByTestId('import-accept-all'));
    expect(within(row('Гантелі')).getByTestId('import-category-state')).toHaveTextContent('Ваш вибір');
    expect(within(row('Скакалки')).getByTestId('import-category-state')).toHaveTextContent('Ваш вибір');
    expect(row('Ялинкові іграшки')).toHaveTextContent('Не зіставлено');
    expect(count('create')).toBe('20');
    expect(count('skip')).toBe('20');
    expect(screen.getByTestId('import-apply')).toHaveTextContent('Імпортувати 20 товарів');
    // The less sure one waits; a lower confidence accepts it too.
    expect(accept).toHaveTextContent('Буде прийнято 0 пропозицій (товарів: 0)');
    await user.selectOptions(within(accept).getByTestId('import-accept-percent'), '50');
    expect(within(accept).getByTestId('import-accept-all')).toHaveTextContent('Прийняти всі пропозиції від 50%');
    expect(accept).toHaveTextContent('Буде прийнято 1 пропозицію (товарів: 10)');
    await user.click(within(accept).getByTestId('import-accept-all'));
    expect(row('Ялинкові іграшки')).toHaveTextContent('Дім / Свічки');
    expect(count('create')).toBe('30');
  });

  it('a group of subcategories gives its pick to them', async () => {
    const { user } = await checked();
    expect(row('Текстиль')).toHaveTextContent('Група: 1 підкатегорія');
    await user.click(within(row('Текстиль')).getByTestId('import-category-change'));
    const dialog = screen.getByTestId('import-category-dialog');
    expect(within(dialog).getByTestId('import-category-with-children')).toBeChecked();
    await user.click(within(dialog).getByText('Обрати для «Текстиль»'));
    for (const name of ['Текстиль', 'Скатертини та серветки']) {
      expect(row(name)).toHaveTextContent('Дім / Скатертини');
      expect(within(row(name)).getByTestId('import-category-state')).toHaveTextContent('Ваш вибір');
    }
    expect(count('create')).toBe('40');
  });

  it('the drop zone opens the file chooser from the keyboard', async () => {
    stubApi(() => ({ data: [] }));
    const { user } = renderWithProviders(
      <ImportPage title="Імпорт продуктів" informationReady categoryPicker={picker} />,
    );
    const input = screen.getByTestId('import-file');
    const opened = vi.spyOn(input, 'click');
    await user.tab();
    await user.tab();
    expect(screen.getByTestId('import-drop-zone')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
    await user.upload(input, new File(['x'.repeat(3 * 1024 * 1024)], 'prom.xlsx'));
    expect(screen.getByTestId('import-drop-zone')).toHaveTextContent('prom.xlsx (3 МБ)');
  });
});

describe('ImportPage: the upload', () => {
  const page = <ImportPage title="Імпорт продуктів" informationReady categoryPicker={picker} />;

  it('refuses a file over the limit as it is picked, in the API’s words, and asks nothing', async () => {
    const fetchMock = stubApi(() => ({ data: check }));
    const { user } = renderWithProviders(page);
    const huge = new File(['<yml_catalog/>'], 'huge.xml', { type: 'application/xml' });
    Object.defineProperty(huge, 'size', { value: 200 * 1024 * 1024 + 1 });
    await user.upload(screen.getByTestId('import-file'), huge);
    expect(await screen.findByTestId('import-error')).toHaveTextContent('Файл завеликий: найбільше 200 МБ.');
    expect(screen.getByTestId('import-check-submit')).toBeDisabled();

    await user.upload(screen.getByTestId('import-file'), new File(['<yml_catalog/>'], 'small.xml'));
    await vi.waitFor(() => expect(screen.queryByTestId('import-error')).not.toBeInTheDocument());
    expect(screen.getByTestId('import-check-submit')).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chosen key field with the dry run and, with the full-feed box, with the run', async () => {
    const sent: FormData[] = [];
    stubApi(({ method, url, body }) => {
      if (body instanceof FormData) sent.push(body);
      if (method === 'POST' && url.includes('/check')) return { data: check };
      if (method === 'PUT') return { message: 'Збережено' };
      return { message: 'Імпорт почато', data: { id: 1 } };
    });
    const { user } = renderWithProviders(page);
    await user.upload(screen.getByTestId('import-file'), new File(['<yml_catalog/>'], 'rozetka.xml'));
    await user.selectOptions(screen.getByTestId('import-key-field'), 'offer_id');
    await user.click(screen.getByTestId('import-check-submit'));
    await screen.findByTestId('import-check');
    expect(sent[0]!.get('key_field')).toBe('offer_id');
    expect((sent[0]!.get('file') as File).name).toBe('rozetka.xml');

    await user.click(screen.getByTestId('import-deactivate-missing'));
    await user.click(screen.getByTestId('import-apply'));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.get('key_field')).toBe('offer_id');
    expect(sent[1]!.get('deactivate_missing')).toBe('true');
  });
});
