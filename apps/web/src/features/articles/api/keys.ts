/** Query keys of the information-articles domain. */
export const articlesKeys = {
  all: ['articles'] as const,
  list: () => [...articlesKeys.all, 'list'] as const,
};
