import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../ui/cn.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import type { CategoryTreeNode } from '../../lib/category-tree/category-tree.ts';
import { tickState } from '../../lib/category-tree/tree-selection.ts';
import { TickBox } from './tick-box.tsx';

export interface CategoryTreeListProps {
  nodes: readonly CategoryTreeNode[];
  ticked: ReadonlySet<number>;
  counts: Record<string, number> | undefined;
  onToggle: (node: CategoryTreeNode) => void;
  idPrefix: string;
  label?: string;
  /** What the counts count (the tick box's `countNameKey`); questions by default. */
  countNameKey?: string;
}

interface NodeProps extends Omit<CategoryTreeListProps, 'nodes' | 'label'> {
  node: CategoryTreeNode;
  /** Leaves keep the toggle's room when a sibling has one (the boxes line up). */
  alignLeaves: boolean;
}

const hasBranches = (nodes: readonly CategoryTreeNode[]) => nodes.some((node) => (node.children ?? []).length > 0);

function CategoryNode({ node, ticked, counts, onToggle, idPrefix, alignLeaves, countNameKey }: NodeProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const children = node.children ?? [];
  const id = `${idPrefix}-${node.id}`;
  return (
    <li>
      <div className="flex items-center gap-1">
        {children.length > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? `${id}-children` : undefined}
            aria-label={t(open ? 'questions.filter.collapse' : 'questions.filter.expand', { name: node.label })}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:focus-visible:outline-white"
          >
            <ChevronRight
              aria-hidden="true"
              className={cn('size-5 transition-transform motion-reduce:transition-none', open && 'rotate-90')}
            />
          </button>
        ) : alignLeaves ? (
          <span aria-hidden="true" className="w-11 shrink-0" />
        ) : null}
        <TickBox
          id={id}
          state={tickState(ticked, node)}
          label={node.label}
          count={counts ? (counts[String(node.id)] ?? 0) : undefined}
          onToggle={() => onToggle(node)}
          countNameKey={countNameKey}
        />
      </div>
      {open && children.length > 0 ? (
        <ul id={`${id}-children`} className="ml-5 border-l border-gray-200 pl-1 dark:border-gray-800">
          {children.map((child) => (
            <CategoryNode
              key={child.id}
              node={child}
              ticked={ticked}
              counts={counts}
              onToggle={onToggle}
              idPrefix={idPrefix}
              countNameKey={countNameKey}
              alignLeaves={hasBranches(children)}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A category tree (or flat list): expandable nodes, each with its checkbox and count. */
export function CategoryTreeList({ nodes, label, ...props }: CategoryTreeListProps) {
  return (
    <ul aria-label={label} className="flex flex-col">
      {nodes.map((node) => (
        <CategoryNode key={node.id} node={node} alignLeaves={hasBranches(nodes)} {...props} />
      ))}
    </ul>
  );
}
