import { z } from 'zod';
import { locales } from './constants';

/** The error shape every failing call answers (SPEC section 8, ARCHITECTURE rule 4). */
export const apiError = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const paginationMeta = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});

export const messageResponse = z.object({ message: z.string() });

export const localeSchema = z.enum(locales);
