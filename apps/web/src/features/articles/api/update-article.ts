import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleKind } from '@supplier/contracts/articles';
import { articlesEndpoints } from '@supplier/contracts/articles-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { articlesQueryOptions } from './get-articles';

export interface UpdateArticleInput {
  kind: ArticleKind;
  body: EndpointBody<typeof articlesEndpoints.saveArticle>;
}

/** {message, data, meta}; the API sanitizes the HTML. */
export function updateArticle({ kind, body }: UpdateArticleInput) {
  return callEndpoint(articlesEndpoints.saveArticle, { params: { kind }, body, toastOnError: false });
}

/** Saves an article and puts the answer into the list (no refetch needed). */
export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArticle,
    onSuccess: (saved) => {
      const { queryKey } = articlesQueryOptions();
      queryClient.setQueryData(queryKey, (list) =>
        list
          ? {
              data: list.data.map((article) => (article.kind === saved.data.kind ? saved.data : article)),
              meta: saved.meta,
            }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    },
  });
}
