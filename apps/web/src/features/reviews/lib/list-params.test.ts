import { describe, expect, it } from 'vitest';
import { reviewReportReasonLabels, reviewReportStatusLabels } from '@supplier/contracts/reviews';
import en from '../../../locales/en/reviews.json';
import uk from '../../../locales/uk/reviews.json';
import { filtersActive, queryOf, rangeInvalid, readParams, writeParams } from './list-params';

describe('reviews list params', () => {
  it('search and filters survive the address bar; unknown values fall back', () => {
    const params = readParams(
      new URLSearchParams(
        'q=подряпина&rating=2&answered=false&with_photos=yes&product_id=12&date_from=2026-01-05&sort=oldest',
      ),
    );
    expect(params).toMatchObject({ q: 'подряпина', rating: '2', answered: 'false', product_id: '12', sort: 'oldest' });
    expect(params.with_photos).toBe('');
    expect(readParams(writeParams(params))).toEqual(params);
    expect(readParams(new URLSearchParams('rating=6&sort=unanswered_first&store_id=x'))).toMatchObject({
      rating: '',
      sort: '',
      store_id: '',
    });
    expect(filtersActive(params)).toBe(true);
    expect(filtersActive(readParams(new URLSearchParams('q=текст')))).toBe(false);
  });

  it('the query sends only what is set, with numbers as numbers and the cursor last', () => {
    const params = readParams(new URLSearchParams('q=%20Шевченко%20&rating=5&store_id=3'));
    expect(queryOf(params, 'abc')).toEqual({ q: 'Шевченко', rating: 5, store_id: 3, cursor: 'abc' });
    expect(queryOf(readParams(new URLSearchParams('')))).toEqual({});
    expect(rangeInvalid(readParams(new URLSearchParams('date_from=2026-02-01&date_to=2026-01-01')))).toBe(true);
  });

  it('report reasons and statuses read as the contracts name them, in both languages', () => {
    expect(uk.reportReasons).toEqual(reviewReportReasonLabels.uk);
    expect(en.reportReasons).toEqual(reviewReportReasonLabels.en);
    expect(Object.keys(uk.reportStatus).sort()).toEqual(Object.keys(reviewReportStatusLabels.uk).sort());
    expect(Object.keys(en.reportStatus).sort()).toEqual(Object.keys(reviewReportStatusLabels.en).sort());
  });
});
