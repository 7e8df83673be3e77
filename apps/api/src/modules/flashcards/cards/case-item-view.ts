import type { QueueItem } from '@members/contract';
import type { CaseItemRow } from '../study/case-items.repository.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A clinical case's item as a card to recall: the front sets the scene (the case, the stage, its question) and asks
 * what was missed or why a choice was harmful; the back names the option and the expert's feedback.
 */
export function caseItemView(row: CaseItemRow): NonNullable<QueueItem['card']> {
  const scene = `<p><strong>Caso clínico: ${escapeHtml(row.case_title)}</strong><br>${escapeHtml(row.stage_title)}: ${escapeHtml(row.prompt)}</p>`;
  const ask =
    row.rating === 'harmful'
      ? `<p>Você escolheu <strong>${escapeHtml(row.label)}</strong>. Por que essa conduta é prejudicial aqui?</p>`
      : '<p>Qual passo essencial ficou de fora?</p>';
  return {
    card_id: row.option_id,
    ord: 0,
    kind: 'basic',
    front: scene + ask,
    back: `<p><strong>${escapeHtml(row.label)}</strong></p><p>${escapeHtml(row.feedback)}</p>`,
    image_url: null,
    lesson:
      row.lesson_id === null || row.lesson_title === null || row.course_id === null
        ? null
        : {
            id: row.lesson_id,
            title: row.lesson_title,
            link: `/${row.course_kind ?? 'courses'}/${row.course_id}/module/${row.module_id ?? 0}`,
          },
  };
}
