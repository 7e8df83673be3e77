import { SUBJECT_CATEGORY_TYPE, type QuestionCategoryNode } from '@members/contract';

/** A category as the filter shows it (spec §3): id, label, and children when it has any. */
export interface CategoryTreeNode {
  id: number;
  label: string;
  children?: CategoryTreeNode[];
}

/** A node's children on the wire: `sub_categorias`, else `children`. */
function wireChildren(node: QuestionCategoryNode): QuestionCategoryNode[] {
  if (node.sub_categorias && node.sub_categorias.length > 0) return node.sub_categorias;
  return node.children ?? [];
}

function convert(node: QuestionCategoryNode, levelsLeft: number): CategoryTreeNode {
  const children = levelsLeft > 0 ? wireChildren(node).map((child) => convert(child, levelsLeft - 1)) : [];
  return children.length > 0 ? { id: node.id, label: node.desc, children } : { id: node.id, label: node.desc };
}

/**
 * The API's category nodes as the web tree (spec §3): for the subject type (7) children nest recursively;
 * for every other type one level only (the children of children are dropped).
 */
export function toCategoryTree(nodes: readonly QuestionCategoryNode[], type: number): CategoryTreeNode[] {
  const levels = type === SUBJECT_CATEGORY_TYPE ? Number.POSITIVE_INFINITY : 1;
  return nodes.map((node) => convert(node, levels));
}
