import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGES_FIELD,
  PRODUCT_IMAGES_MAX,
  productsEndpointSchemas,
} from '@supplier/contracts/products';
import { productsEndpoints } from '@supplier/contracts/products-endpoints';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { acceptUploads, readUploads } from '../../lib/uploads';
import { supplierId } from '../../plugins/auth';
import { catalogText } from './catalog.messages';
import type { CatalogServices } from './catalog.services';
import type { UploadedFile } from './product-images.service';

/** Product images: multipart upload (several files), order, delete. Multipart is encapsulated here. */
export const productImagesRoutes: FastifyPluginAsync<{ services: CatalogServices }> = async (app, { services }) => {
  await acceptUploads(app, { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: PRODUCT_IMAGES_MAX });
  const route = endpointRoutes(app, productsEndpoints, productsEndpointSchemas, {
    tags: ['catalog: product images'],
    security: [{ bearer: [] }],
  });

  /** The uploaded files of field `images`, in order, read whole (each at most 10 MB). */
  function uploads(request: FastifyRequest): Promise<UploadedFile[]> {
    const field = PRODUCT_IMAGES_FIELD;
    const fail = (status: number, key: Parameters<typeof catalogText>[1], params?: Record<string, string | number>) => {
      const text = catalogText(request.locale, key, params);
      return httpErrors.field(status, key, field, text);
    };
    return readUploads(request, field, (reason) =>
      reason === 'too_large'
        ? fail(413, 'image_too_large', { mb: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 })
        : reason === 'too_many'
          ? fail(422, 'images_too_many', { max: PRODUCT_IMAGES_MAX })
          : fail(422, 'images_missing'),
    );
  }

  route(
    'addProductImages',
    {
      summary: 'Uploads images of a product (checked by content)',
      description: `multipart/form-data, files in field \`${PRODUCT_IMAGES_FIELD}\` (JPEG, PNG or WebP by content, each ≤ 10 MB, ≤ ${PRODUCT_IMAGES_MAX} per product), appended in order.`,
    },
    async (request) =>
      services.images.upload(supplierId(request), request.params.id, await uploads(request), request.locale),
  );
  route('reorderProductImages', { summary: 'Puts a product’s images in a new order' }, async (request) =>
    services.images.reorder(supplierId(request), request.params.id, request.body, request.locale),
  );
  route('deleteProductImage', { summary: 'Deletes one image of a product' }, async (request) =>
    services.images.remove(supplierId(request), request.params.id, request.params.imageId, request.locale),
  );
};
