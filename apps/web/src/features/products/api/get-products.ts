import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductsQuery } from '@supplier/contracts/products';
import { productsPageQuery } from './products-page';

export const useProducts = (query: ProductsQuery) =>
  useQuery({ ...productsPageQuery(query), placeholderData: keepPreviousData });
