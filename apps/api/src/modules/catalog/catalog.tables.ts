/** Every table of the catalog (categories, attributes, groups, products, images, shelvings). */
export * from './categories.table';
export * from './attributes.table';
export * from './shelvings.table';
export * from './products.table';
