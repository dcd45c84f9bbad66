import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ArticleKind,
  ArticleSavedResponse,
  ArticleUpdateRequest,
  ArticlesResponse,
} from '@supplier/contracts/articles';
import { apiRequest } from '@/lib/api-client';
import { articlesKeys } from './keys';

export interface UpdateArticleInput {
  kind: ArticleKind;
  body: ArticleUpdateRequest;
}

/** PUT /admin-suppliers/v1/articles/{kind} → {message, data, meta}; the API sanitizes the HTML. */
export function updateArticle({ kind, body }: UpdateArticleInput): Promise<ArticleSavedResponse> {
  return apiRequest<ArticleSavedResponse>(`admin-suppliers/v1/articles/${kind}`, {
    method: 'PUT',
    body,
    toastOnError: false,
  });
}

/** Saves an article and puts the answer into the list (no refetch needed). */
export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArticle,
    onSuccess: (saved) => {
      queryClient.setQueryData<ArticlesResponse>(articlesKeys.list(), (list) =>
        list
          ? {
              data: list.data.map((article) => (article.kind === saved.data.kind ? saved.data : article)),
              meta: saved.meta,
            }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: articlesKeys.list(), refetchType: 'none' });
    },
  });
}
