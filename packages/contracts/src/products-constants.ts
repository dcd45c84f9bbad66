/**
 * The products list's wire constants, without zod: the panel's entry reads them to ask for the
 * list's first page while the page's code loads (issue 10, item 12). products.ts re-exports them.
 */
export const productStatuses = ['draft', 'active', 'inactive', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const productAvailabilities = ['in_stock', 'out_of_stock', 'preorder'] as const;
export type ProductAvailability = (typeof productAvailabilities)[number];

export const productSorts = ['created_at', 'price', 'name', 'stock'] as const;
export type ProductSort = (typeof productSorts)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const PRODUCTS_PER_PAGE_DEFAULT = 50;
export const PRODUCTS_PER_PAGE_MAX = 500;

/** The export answers a file, so it is not in `productsEndpoints` (the web downloads it with `apiDownload`). */
export const PRODUCTS_PATHS = {
  export: '/admin-suppliers/v1/products/export',
} as const;

export const productExportFormats = ['xlsx', 'csv', 'yml'] as const;
export type ProductExportFormat = (typeof productExportFormats)[number];
