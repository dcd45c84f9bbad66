import { AUTO_PETS } from './taxonomy/auto-pets';
import { BEAUTY } from './taxonomy/beauty';
import { BUILDING } from './taxonomy/building';
import { CHILDREN } from './taxonomy/children';
import { CLOTHES } from './taxonomy/clothes';
import { ELECTRONICS } from './taxonomy/electronics';
import { APPLIANCES } from './taxonomy/appliances';
import { FOOD_BOOKS } from './taxonomy/food-books';
import { HOBBY_HOLIDAYS } from './taxonomy/hobby-holidays';
import { HOME } from './taxonomy/home';
import { HOME_GARDEN } from './taxonomy/home-garden';
import { MORE } from './taxonomy/more';
import { SPORT } from './taxonomy/sport';

/**
 * The marketplace's category tree, as outline text (taxonomy/*.ts, one part per file): a line is
 * a node, two spaces of indent per level, `Name | synonym, synonym` (other names sellers and feeds
 * use, Ukrainian and Russian). Seeded at every start by categories.seed.ts (idempotent, keyed by
 * the path of names), so adding a node here adds it everywhere; renaming one adds a new node and
 * keeps the old.
 */
export interface CategoryNode {
  name: string;
  synonyms: string[];
  children: CategoryNode[];
}

const INDENT = 2;

/** Parses the outline; a line indented deeper than one level below its parent is a mistake. */
export function parseOutline(text: string): CategoryNode[] {
  const roots: CategoryNode[] = [];
  const stack: CategoryNode[][] = [roots];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    const indent = line.length - line.trimStart().length;
    const depth = indent / INDENT;
    if (!Number.isInteger(depth) || depth >= stack.length) {
      throw new Error(`categories outline, line ${index + 1}: bad indent «${line}»`);
    }
    const [name = '', synonyms = ''] = line.trim().split(' | ');
    const node: CategoryNode = {
      name: name.trim(),
      synonyms: synonyms
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
      children: [],
    };
    stack.length = depth + 1;
    stack[depth]!.push(node);
    stack.push(node.children);
  });
  return roots;
}

export const CATEGORY_TREE: readonly CategoryNode[] = parseOutline(
  [
    ELECTRONICS,
    APPLIANCES,
    CLOTHES,
    HOME,
    HOME_GARDEN,
    CHILDREN,
    SPORT,
    BEAUTY,
    AUTO_PETS,
    FOOD_BOOKS,
    HOBBY_HOLIDAYS,
    BUILDING,
    MORE,
  ].join('\n'),
);
