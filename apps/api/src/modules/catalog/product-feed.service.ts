import { productFeedPath } from '@supplier/contracts/products';
import { randomToken, sha256 } from '../../lib/crypto';
import type { SecretBox } from '../../lib/secret-box';
import type { ProductFeedsRepository } from './product-feeds.repository';

const context = (supplierId: number) => `product_feeds:${supplierId}`;

/** The supplier's YML feed address: a secret token found by its hash, kept sealed to be shown again. */
export function productFeedService(deps: { repo: ProductFeedsRepository; box: SecretBox }) {
  const { repo, box } = deps;
  return {
    async url(supplierId: number, origin: string): Promise<string | null> {
      const sealed = await repo.token(supplierId);
      return sealed === null ? null : `${origin}${productFeedPath(box.open(sealed, context(supplierId)))}`;
    },

    /** A new address; the old one stops working. */
    async renew(supplierId: number, origin: string): Promise<string> {
      const token = randomToken();
      await repo.saveToken(supplierId, sha256(token), box.seal(token, context(supplierId)));
      return `${origin}${productFeedPath(token)}`;
    },

    remove: (supplierId: number) => repo.deleteToken(supplierId),

    /** Whose feed the token opens, or null. */
    owner: (token: string) => repo.owner(sha256(token)),
  };
}
