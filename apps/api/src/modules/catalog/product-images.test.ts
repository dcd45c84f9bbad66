import { describe, expect, it } from 'vitest';
import type { ProductImage, ProductsResponse } from '@supplier/contracts/products';
import { useTestApp } from '../../test/app';
import {
  API,
  categoryId,
  createProduct,
  imageFile,
  multipart,
  ok,
  SMARTPHONES,
  supplier,
  type Supplier,
} from './testing';

type Images = { message?: string; data: ProductImage[] };

describe('product images', () => {
  const t = useTestApp();

  const upload = (s: Supplier, productId: number, files: { name: string; content: Buffer; type?: string }[]) =>
    t.call({ method: 'POST', url: `${API}/products/${productId}/images`, token: s.token, ...multipart(files) });

  it('takes JPEG, PNG and WebP, in order, makes WebP variants; the first is the main one', async () => {
    const s = await supplier(t);
    const id = await createProduct(s, await categoryId(s, SMARTPHONES));
    const files = [
      { name: 'front.jpg', content: await imageFile('jpeg', 2000) },
      { name: 'back.png', content: await imageFile('png') },
      { name: 'side.webp', content: await imageFile('webp') },
    ];
    const saved = ok<Images>(await upload(s, id, files));
    expect(saved.message).toBe('Зображення збережено.');
    expect(saved.data.map((image) => [image.position, image.is_main])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    expect(saved.data[0]).toMatchObject({ width: 1600, height: 1600 });
    expect(saved.data[1]).toMatchObject({ width: 64, height: 64 });
    for (const image of saved.data) {
      expect(image.url).toMatch(/^\/uploads\/products\/\d+\/\d+\/[a-z0-9_-]+\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: image.thumb_url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const list = ok<ProductsResponse>(await s.get('/products'));
    expect(list.data[0]!.image).toBe(saved.data[0]!.thumb_url);

    // reorder: the last becomes main
    const ids = saved.data.map((image) => image.id);
    const reordered = ok<Images>(await s.put(`/products/${id}/images/order`, { ids: [ids[2], ids[0], ids[1]] }));
    expect(reordered.data.map((image) => image.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(reordered.data[0]!.is_main).toBe(true);
    expect((await s.put(`/products/${id}/images/order`, { ids: [ids[0]] })).statusCode).toBe(422);

    // delete one: the gap closes, its files go
    const removed = ok<Images>(await s.del(`/products/${id}/images/${ids[2]}`));
    expect(removed.data.map((image) => [image.id, image.position])).toEqual([
      [ids[0], 0],
      [ids[1], 1],
    ]);
    expect((await t.app.inject({ method: 'GET', url: saved.data[2]!.url })).statusCode).toBe(404);
    expect((await s.del(`/products/${id}/images/${ids[2]}`)).statusCode).toBe(404);

    // deleting the product removes its files
    ok(await s.del(`/products/${id}`));
    expect((await t.app.inject({ method: 'GET', url: saved.data[0]!.url })).statusCode).toBe(404);
  });

  it('rejects what is not an image (by content), a broken image, a file over 10 MB, more than 15', async () => {
    const s = await supplier(t);
    const id = await createProduct(s, await categoryId(s, SMARTPHONES));
    const text = ok<{ errors: Record<string, string[]> }>(
      await upload(s, id, [{ name: 'photo.jpg', content: Buffer.from('not an image at all'), type: 'image/jpeg' }]),
      422,
    );
    expect(text.errors.images).toEqual(['Файл «photo.jpg» не є зображенням JPEG, PNG або WebP.']);
    const png = await imageFile('png');
    const broken = ok<{ errors: Record<string, string[]> }>(
      await upload(s, id, [{ name: 'half.png', content: png.subarray(0, 40) }]),
      422,
    );
    expect(broken.errors.images![0]).toContain('Не вдалося прочитати');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(s, id, [{ name: 'x.svg', content: svg, type: 'image/svg+xml' }])).statusCode).toBe(422);
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const tooLarge = ok<{ message: string }>(await upload(s, id, [{ name: 'big.jpg', content: huge }]), 413);
    expect(tooLarge.message).toBe('Файл завеликий. Максимум 10 МБ.');
    const sixteen = Array.from({ length: 16 }, (_, i) => ({ name: `${i}.png`, content: png }));
    expect((await upload(s, id, sixteen)).statusCode).toBe(422);
    // nothing was kept from the refused uploads
    expect(ok<{ data: { images: unknown[] } }>(await s.get(`/products/${id}`)).data.images).toEqual([]);
    ok(await upload(s, id, sixteen.slice(0, 15)));
    const over = ok<{ errors: Record<string, string[]> }>(
      await upload(s, id, [{ name: 'one.png', content: png }]),
      422,
    );
    expect(over.errors.images).toEqual(['У продукту може бути не більше 15 зображень.']);
    expect(ok(await upload(s, id, []), 422)).toMatchObject({ errors: { images: ['Оберіть зображення.'] } });
  });

  it("another supplier's product takes no images (404)", async () => {
    const owner = await supplier(t);
    const stranger = await supplier(t);
    const id = await createProduct(owner, await categoryId(owner, SMARTPHONES));
    const files = [{ name: 'a.png', content: await imageFile('png') }];
    expect((await upload(stranger, id, files)).statusCode).toBe(404);
    const mine = ok<Images>(await upload(owner, id, files));
    expect((await stranger.del(`/products/${id}/images/${mine.data[0]!.id}`)).statusCode).toBe(404);
    expect((await stranger.put(`/products/${id}/images/order`, { ids: [mine.data[0]!.id] })).statusCode).toBe(404);
  });
});
