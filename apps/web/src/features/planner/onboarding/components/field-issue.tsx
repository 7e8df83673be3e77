import { CircleAlert } from 'lucide-react';

export interface FieldIssueProps {
  id: string;
  text: string | undefined;
  /** The id of the control it is about, when that control cannot say it is invalid (the date picker): it gets the focus. */
  forControl?: string;
}

/** A field's error under it (the control points at `id` with aria-describedby). */
export function FieldIssue({ id, text, forControl }: FieldIssueProps) {
  if (!text) return null;
  return (
    <p
      id={id}
      data-issue-for={forControl}
      className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
