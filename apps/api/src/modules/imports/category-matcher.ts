import type { ImportSuggestionReason } from '@supplier/contracts/imports';
import type { MarketplaceCategory } from './import-mapping';
import { normalised, stemsOf } from './ukrainian-stem';

/** A marketplace leaf suggested for a feed category, why, and how sure (percent). */
export interface CategoryMatch {
  category: MarketplaceCategory;
  reason: Exclude<ImportSuggestionReason, 'others'>;
  confidence: number;
}

/** A leaf as matched: the stems of its name, of its path above it, and of each synonym. */
interface Entry {
  leaf: MarketplaceCategory;
  name: Set<string>;
  path: Set<string>;
  synonyms: Set<string>[];
}

/** Below this score words in common are a coincidence, not a suggestion. */
const WORDS_MIN = 0.5;
/** A leaf of the feed's branch scoring this by words wins over one of the same name elsewhere. */
const BRANCH_MIN = 0.8;
/** Share of the sampled offers whose names must name the same leaf. */
const OFFERS_MIN = 0.5;
/** A feed word no leaf has (a brand, a size) weighs this; known words weigh more the rarer they are. */
const UNKNOWN_WEIGHT = 1;

const signature = (stems: Iterable<string>) => [...stems].sort().join(' ');

/** The last tree indexed, by what it holds: every run reads the tree anew, and it seldom changes. */
let last: { fingerprint: string; matcher: CategoryMatcher } | null = null;

function push<K, V>(index: Map<K, V[]>, key: K, value: V): void {
  const list = index.get(key);
  if (list) list.push(value);
  else index.set(key, [value]);
}

/**
 * Matches a feed category to a marketplace leaf by the words of its name, path and offers. Built
 * once per tree (`of`): every leaf's name, path and synonyms are stemmed into indexes by exact
 * name, by stem set and by stem, so a feed category is scored only against the leaves sharing a
 * stem with it, never against the whole tree.
 */
export class CategoryMatcher {
  readonly byId = new Map<number, MarketplaceCategory>();
  readonly #byName = new Map<string, Entry[]>();
  readonly #bySignature = new Map<string, Entry[]>();
  readonly #bySynonym = new Map<string, Entry[]>();
  /** Stem → the leaves whose name or a synonym has it. */
  readonly #byStem = new Map<string, Entry[]>();
  readonly #weights = new Map<string, number>();

  /** The matcher of `leaves`, indexed once while the tree stays the same (some 50–300 ms for 2,000 leaves). */
  static of(leaves: MarketplaceCategory[]): CategoryMatcher {
    const fingerprint = leaves.map((leaf) => `${leaf.id}\t${leaf.path}\t${leaf.synonyms?.join('\t') ?? ''}`).join('\n');
    if (last?.fingerprint !== fingerprint) last = { fingerprint, matcher: new CategoryMatcher(leaves) };
    return last.matcher;
  }

  constructor(leaves: MarketplaceCategory[]) {
    const leavesWith = new Map<string, number>();
    for (const leaf of leaves) {
      const names = leaf.path.split(' / ');
      const entry: Entry = {
        leaf,
        name: new Set(stemsOf(leaf.name)),
        path: new Set(stemsOf(names.slice(0, -1).join(' '))),
        synonyms: (leaf.synonyms ?? []).map((synonym) => new Set(stemsOf(synonym))).filter((set) => set.size > 0),
      };
      this.byId.set(leaf.id, leaf);
      push(this.#byName, normalised(leaf.name), entry);
      push(this.#bySignature, signature(entry.name), entry);
      for (const synonym of leaf.synonyms ?? []) push(this.#byName, normalised(synonym), entry);
      for (const synonym of entry.synonyms) push(this.#bySynonym, signature(synonym), entry);
      const own = new Set([...entry.name, ...entry.synonyms.flatMap((set) => [...set])]);
      for (const stem of own) {
        push(this.#byStem, stem, entry);
        leavesWith.set(stem, (leavesWith.get(stem) ?? 0) + 1);
      }
    }
    for (const [stem, count] of leavesWith) this.#weights.set(stem, Math.log(1 + leaves.length / count));
  }

  #weight(stems: Iterable<string>): number {
    let sum = 0;
    for (const stem of stems) sum += this.#weights.get(stem) ?? UNKNOWN_WEIGHT;
    return sum;
  }

  /** Of leaves equally good by name, the one whose path shares most with the feed's path; `tied` when none does more. */
  #byPath(found: Entry[], context: Set<string>): { entry: Entry; tied: boolean; fits: boolean } {
    let best = found[0]!;
    let bestScore = -1;
    let tied = false;
    for (const entry of found) {
      const score = this.#weight([...entry.path].filter((stem) => context.has(stem)));
      if (score > bestScore) [best, bestScore, tied] = [entry, score, false];
      else if (score === bestScore) tied = true;
    }
    return { entry: best, tied, fits: bestScore > 0 };
  }

  /**
   * How well the feed's words (`words`, with its path's `context`) name `target` (a leaf's name
   * or synonym): the weighted share of the feed's words the leaf explains (a word of the leaf's
   * path counts 0.6) and of the leaf's words the feed has, so «Гантелі» scores high for
   * «Гантелі та гирі» and «Пояси та рукавички для фітнесу» for «Рукавички для фітнесу».
   */
  #score(words: Set<string>, context: Set<string>, target: Set<string>, entry: Entry): number {
    let common = 0;
    let explained = 0;
    for (const stem of words) {
      const weight = this.#weights.get(stem) ?? UNKNOWN_WEIGHT;
      if (target.has(stem)) [common, explained] = [common + weight, explained + weight];
      else if (entry.path.has(stem)) explained += 0.6 * weight;
    }
    if (common === 0) return 0;
    let covered = common;
    for (const stem of target)
      if (!words.has(stem) && context.has(stem)) covered += 0.6 * (this.#weights.get(stem) ?? 0);
    const feedShare = explained / this.#weight(words);
    const leafShare = Math.min(1, covered / this.#weight(target));
    const pathShare =
      context.size === 0
        ? 0
        : this.#weight([...context].filter((stem) => entry.path.has(stem))) / this.#weight(context);
    return Math.min(1, 0.55 * feedShare + 0.45 * leafShare + 0.08 * pathShare);
  }

  /** The best leaf for `words` among those sharing a stem with them, scored by name and by synonyms. */
  #best(words: Set<string>, context: Set<string>, skip: readonly Entry[] = []) {
    const seen = new Set<Entry>(skip);
    let best: { entry: Entry; score: number; synonym: boolean } | null = null;
    let runnerUp = 0;
    for (const stem of words) {
      for (const entry of this.#byStem.get(stem) ?? []) {
        if (seen.has(entry)) continue;
        seen.add(entry);
        let score = this.#score(words, context, entry.name, entry);
        let synonym = false;
        for (const target of entry.synonyms) {
          const bySynonym = 0.95 * this.#score(words, context, target, entry);
          if (bySynonym > score) [score, synonym] = [bySynonym, true];
        }
        if (!best || score > best.score) {
          runnerUp = best?.score ?? 0;
          best = { entry, score, synonym };
        } else runnerUp = Math.max(runnerUp, score);
      }
    }
    return best && { ...best, runnerUp };
  }

  /**
   * The leaf a feed category (`names` from its root to itself) is, by its name: the same name
   * (or the same words in another order), then the same stems, a synonym, then words in common
   * (a subset either way); when several leaves are as good, the one whose path is the feed's. A
   * leaf of the same name in another branch (or several the path does not tell apart) gives way to
   * a leaf nearer the feed's branch sharing the name's words («Сад і город / Тримери» is «Тримери
   * садові», not the barbers' «Тримери»; «Дитяче взуття / Кросівки» is «Кросівки для дітей»).
   */
  match(names: string[]): CategoryMatch | null {
    const name = names.at(-1) ?? '';
    const words = new Set(stemsOf(name));
    const context = new Set(stemsOf(names.slice(0, -1).join(' ')).filter((stem) => !words.has(stem)));
    let settled = true;
    let same: Entry[] = [];
    let chosen: Entry | null = null;
    const found = (entries: Entry[] | undefined, reason: CategoryMatch['reason'], confidence: number) => {
      if (!entries?.length) return null;
      const byPath = this.#byPath(entries, context);
      [settled, same, chosen] = [(byPath.fits && !byPath.tied) || context.size === 0, entries, byPath.entry];
      return { category: byPath.entry.leaf, reason, confidence: byPath.tied ? Math.min(confidence, 75) : confidence };
    };
    const sameName = this.#byName.get(normalised(name));
    const named = sameName?.filter((entry) => normalised(entry.leaf.name) === normalised(name));
    const exact =
      found(named, 'name', 97) ??
      found(sameName, 'synonym', 92) ??
      found(this.#bySignature.get(signature(words)), 'words', 92) ??
      found(this.#bySynonym.get(signature(words)), 'synonym', 88);
    if ((exact && settled) || words.size === 0) return exact;
    const best = this.#best(words, context, same);
    if (!best || best.score < (exact ? BRANCH_MIN : WORDS_MIN)) return exact;
    const branch = (entry: Entry) =>
      this.#weight(
        [...context].filter(
          (stem) => entry.path.has(stem) || entry.name.has(stem) || entry.synonyms.some((set) => set.has(stem)),
        ),
      );
    if (chosen && branch(best.entry) <= branch(chosen)) return exact;
    // Words in common are less sure than a name (at most 90), and less when another leaf shares as many.
    const sure = (40 + 50 * best.score) * (best.runnerUp >= best.score - 0.02 ? 0.8 : 1);
    return { category: best.entry.leaf, reason: best.synonym ? 'synonym' : 'words', confidence: Math.round(sure) };
  }

  /**
   * The leaf the names of a feed category's offers (`offers`: each name's stems) point to: each
   * name votes for the leaf (by name or synonym) sharing a word with it that it holds most of,
   * with the feed category's own name, when it holds at least half of that leaf's words
   * («Гантель вінілова 5 кг» for «Гантелі та гирі»); the leaf most names agree on, when at least
   * half do.
   */
  byOffers(names: string[], offers: string[][]): CategoryMatch | null {
    if (offers.length === 0) return null;
    const own = stemsOf(names.at(-1) ?? '');
    const votes = new Map<Entry, number>();
    for (const stems of offers) {
      const words = new Set([...stems, ...own]);
      let best: Entry[] = [];
      let bestWeight = 0;
      const seen = new Set<Entry>();
      for (const stem of stems) {
        for (const entry of this.#byStem.get(stem) ?? []) {
          if (seen.has(entry)) continue;
          seen.add(entry);
          let weight = 0;
          for (const target of [entry.name, ...entry.synonyms]) {
            const common = this.#weight([...target].filter((word) => words.has(word)));
            if (common >= 0.5 * this.#weight(target)) weight = Math.max(weight, common);
          }
          if (weight > bestWeight) [best, bestWeight] = [[entry], weight];
          else if (weight > 0 && weight === bestWeight) best.push(entry);
        }
      }
      for (const entry of best) votes.set(entry, (votes.get(entry) ?? 0) + 1 / best.length);
    }
    let winner: Entry | null = null;
    let most = 0;
    for (const [entry, count] of votes) if (count > most) [winner, most] = [entry, count];
    const share = most / offers.length;
    if (!winner || share < OFFERS_MIN) return null;
    const confidence = (30 + 40 * share) * (offers.length >= 3 ? 1 : 0.85);
    return { category: winner.leaf, reason: 'offers', confidence: Math.round(confidence) };
  }
}
