/**
 * A four-pointed spark, drawn inline as one path: lucide's `sparkles` costs the header's first paint more gzip,
 * and /courses sits at its budget.
 */
export function AssistantIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className={className}>
      <path d="M12 2l2.6 7.4L22 12l-7.4 2.6L12 22l-2.6-7.4L2 12l7.4-2.6z" />
    </svg>
  );
}
