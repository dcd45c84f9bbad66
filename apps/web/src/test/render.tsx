import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';

export interface RenderOptions {
  /** The address the component is rendered at (path and query), e.g. `/orders?status=new`. Default `/`. */
  route?: string;
  /** The route pattern, for components reading `useParams` (e.g. `/orders/:id`). Default: any path. */
  path?: string;
  /** A client of the test's own (e.g. with data already in its cache). Default: a fresh one, no retries. */
  queryClient?: QueryClient;
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  /** The memory router: `router.state.location` tells where a click navigated. */
  router: ReturnType<typeof createMemoryRouter>;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders `ui` as the panel does: under TanStack Query's client and a router, with the toasts
 * shown (the Ukrainian texts come from src/test/setup.ts). `user` types and clicks.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const { route = '/', path = '*', queryClient = testQueryClient() } = options;
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient, router };
}

/**
 * Stubs `fetch` for the API calls a component makes: `answer` gets the method and the path with
 * its query (`GET /api/orders?status=new`) and returns the JSON body (status 200) or a
 * `Response`. Returns the mock to assert the calls.
 */
export function stubApi(answer: (call: { method: string; url: string; body: unknown }) => unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const answered = await answer({ method, url: String(input), body });
    return answered instanceof Response ? answered : jsonResponse(answered);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A JSON answer of the API, e.g. `jsonResponse({ errors: { name: ['…'] } }, 422)`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
