import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { ImportSources } from './import-sources';

describe('ImportSources: the source form', () => {
  it('refuses an address that is not http(s) in Ukrainian, then saves a good one', async () => {
    const posts: unknown[] = [];
    stubApi(({ method, body }) => {
      if (method === 'GET') return { data: [] };
      posts.push(body);
      return { message: 'Джерело збережено.', data: {} };
    });
    const { user } = renderWithProviders(<ImportSources />);
    await user.click(await screen.findByTestId('import-source-add'));
    const dialog = await screen.findByRole('dialog');
    const url = within(dialog).getByTestId('import-source-url-input');
    await user.type(url, 'ftp://example.com/feed.xml');
    await user.click(within(dialog).getByTestId('import-source-save'));
    expect(await within(dialog).findByText('Вкажіть повне посилання на фід, разом з початком адреси.')).toBeVisible();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    await user.clear(url);
    expect(url).toHaveAttribute('aria-invalid', 'false'); // the error goes as soon as the address is edited
    await user.type(url, ' https://example.com/feed.xml ');
    await user.click(within(dialog).getByTestId('import-source-save'));
    expect(await screen.findByText('Джерело збережено.')).toBeInTheDocument();
    expect(posts).toEqual([
      { url: 'https://example.com/feed.xml', schedule: 'daily', key_field: 'sku', deactivate_missing: false },
    ]);
  });
});
