import type { Locale } from '@supplier/contracts/constants';
import type { ImportSuggestion } from '@supplier/contracts/imports';
import { addMessages } from '../../i18n/messages';
import { CategoryMatcher, type CategoryMatch } from './category-matcher';
import type { MarketplaceCategory, OthersChoice } from './import-mapping';
import { stemsOf } from './ukrainian-stem';

/** Offer names kept per feed category for its vote, and in all (a feed of 100,000 categories stays small). */
const SAMPLES_PER_CATEGORY = 12;
const SAMPLES_MAX = 50_000;
/** Words of an offer's name kept for the vote (its first ones name it; the rest are sizes and colours). */
const SAMPLE_WORDS = 16;

export interface Suggested {
  category: MarketplaceCategory;
  reason: ImportSuggestion['reason'];
  confidence: number;
  /** For `others`: how many other sellers confirmed it. */
  sellers: number | null;
}

const suggestionText = addMessages({
  uk: {
    others: 'підтвердили інші продавці ({{sellers}})',
    name: 'збіг назви',
    words: 'схожі слова',
    synonym: 'синонім',
    offers: 'за назвами товарів',
  },
  en: {
    others: 'confirmed by other sellers ({{sellers}})',
    name: 'same name',
    words: 'similar words',
    synonym: 'synonym',
    offers: 'by the names of its products',
  },
});

/** A suggestion as the dry run reports it, its reason in the reader's language. */
export const suggestionOf = (suggested: Suggested, locale: Locale): ImportSuggestion => ({
  reason: suggested.reason,
  why: suggestionText(locale, suggested.reason, { sellers: suggested.sellers ?? 0 }),
  confidence: suggested.confidence,
  sellers: suggested.sellers,
});

const matched = (match: CategoryMatch | null): Suggested | null => match && { ...match, sellers: null };

/**
 * A run's category suggestions: what other sellers confirmed for a feed path first, then the
 * feed category's name and path, then the names of its offers (a sample of each category's
 * first offers, gathered as the feed is read).
 */
export class CategorySuggestions {
  readonly matcher: CategoryMatcher;
  readonly #samples = new Map<string, string[][]>();
  #sampled = 0;
  readonly #others = new Map<string, OthersChoice>();
  readonly #asked = new Set<string>();

  constructor(
    leaves: MarketplaceCategory[],
    private readonly others?: (keys: string[]) => Promise<Map<string, OthersChoice>>,
  ) {
    this.matcher = CategoryMatcher.of(leaves);
  }

  /** Notes an offer's name for its feed category's vote, while the category has room. */
  sample(categoryId: string, name: string): void {
    if (this.#sampled >= SAMPLES_MAX) return;
    let list = this.#samples.get(categoryId);
    if (!list) this.#samples.set(categoryId, (list = []));
    if (list.length >= SAMPLES_PER_CATEGORY) return;
    list.push(stemsOf(name).slice(0, SAMPLE_WORDS));
    this.#sampled += 1;
  }

  /** Asks what other sellers confirmed for the feed paths not asked yet. */
  async learn(keys: Iterable<string>): Promise<void> {
    if (!this.others) return;
    const fresh = [...keys].filter((key) => !this.#asked.has(key));
    if (fresh.length === 0) return;
    for (const key of fresh) this.#asked.add(key);
    for (const [key, choice] of await this.others(fresh)) this.#others.set(key, choice);
  }

  /** The suggestion for a feed category: `key` its remembered path, `names` from its root, `id` the feed's. */
  suggest(key: string, names: string[], id: string): Suggested | null {
    const others = this.#others.get(key);
    const confirmed = others && this.matcher.byId.get(others.categoryId);
    if (others && confirmed && others.share >= 0.5) {
      const confidence = Math.round(Math.min(99, 88 + 3 * others.sellers) * others.share);
      return { category: confirmed, reason: 'others', confidence, sellers: others.sellers };
    }
    return matched(this.matcher.match(names) ?? this.matcher.byOffers(names, this.#samples.get(id) ?? []));
  }
}
