import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstPageShown } from './first-page-shown';
import { queryClient } from './query-client';

describe('useFirstPageShown', () => {
  it('holds the frame back while the first page asks, and lets it go once the answer is painted', async () => {
    let answer: (rows: string[]) => void = () => undefined;
    const pageQuery = queryClient.fetchQuery({
      queryKey: ['first-page'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    const { result } = renderHook(() => useFirstPageShown());
    // the page is still asking: the frame's queries stay disabled
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);

    answer(['row']);
    await pageQuery;
    await waitFor(() => expect(result.current).toBe(true));
    // a later page (or part of the frame) finds it shown at once
    expect(renderHook(() => useFirstPageShown()).result.current).toBe(true);
  });
});
