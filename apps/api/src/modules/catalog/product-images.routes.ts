import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import { idParams } from '@supplier/contracts/categories';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGES_MAX,
  imagesOrderRequest,
  productImageParams,
  productImagesResponse,
} from '@supplier/contracts/products';
import { AppError } from '../../errors';
import { acceptUploads, readUploads } from '../../lib/uploads';
import { supplierId } from '../../plugins/auth';
import { catalogText } from './catalog.messages';
import type { CatalogServices } from './catalog.services';
import { PRODUCT_IMAGES_FIELD, type UploadedFile } from './product-images.service';
import { PRODUCTS_BASE } from './products.routes';

/** Product images: multipart upload (several files), order, delete. Multipart is encapsulated here. */
export const productImagesRoutes: FastifyPluginAsyncZod<{ services: CatalogServices }> = async (app, { services }) => {
  await acceptUploads(app, { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: PRODUCT_IMAGES_MAX });
  const schema = { tags: ['catalog: product images'], security: [{ bearer: [] }] };
  const errors = { 401: apiError, 404: apiError, 413: apiError, 422: apiError };

  /** The uploaded files of field `images`, in order, read whole (each at most 10 MB). */
  function uploads(request: FastifyRequest): Promise<UploadedFile[]> {
    const field = PRODUCT_IMAGES_FIELD;
    const fail = (status: number, key: Parameters<typeof catalogText>[1], params?: Record<string, string | number>) => {
      const text = catalogText(request.locale, key, params);
      return new AppError(status, key, text, { [field]: [text] });
    };
    return readUploads(request, field, (reason) =>
      reason === 'too_large'
        ? fail(413, 'image_too_large', { mb: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 })
        : reason === 'too_many'
          ? fail(422, 'images_too_many', { max: PRODUCT_IMAGES_MAX })
          : fail(422, 'images_missing'),
    );
  }

  app.post(
    `${PRODUCTS_BASE}/:id/images`,
    {
      schema: {
        operationId: 'addProductImages',
        summary: 'Uploads images of a product (checked by content)',
        ...schema,
        consumes: ['multipart/form-data'],
        description: `multipart/form-data, files in field \`${PRODUCT_IMAGES_FIELD}\` (JPEG, PNG or WebP by content, each ≤ 10 MB, ≤ ${PRODUCT_IMAGES_MAX} per product), appended in order.`,
        params: idParams,
        response: { 200: productImagesResponse, ...errors },
      },
    },
    async (request) =>
      services.images.upload(supplierId(request), request.params.id, await uploads(request), request.locale),
  );
  app.put(
    `${PRODUCTS_BASE}/:id/images/order`,
    {
      schema: {
        operationId: 'reorderProductImages',
        summary: 'Puts a product’s images in a new order',
        ...schema,
        params: idParams,
        body: imagesOrderRequest,
        response: { 200: productImagesResponse, ...errors },
      },
    },
    async (request) => services.images.reorder(supplierId(request), request.params.id, request.body, request.locale),
  );
  app.delete(
    `${PRODUCTS_BASE}/:id/images/:imageId`,
    {
      schema: {
        operationId: 'deleteProductImage',
        summary: 'Deletes one image of a product',
        ...schema,
        params: productImageParams,
        response: { 200: productImagesResponse, ...errors },
      },
    },
    async (request) =>
      services.images.remove(supplierId(request), request.params.id, request.params.imageId, request.locale),
  );
};
