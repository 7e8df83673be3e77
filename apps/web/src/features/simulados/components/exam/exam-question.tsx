import type { AlternativeLetter, ExamQuestion } from '@members/contract';
import type { ReactNode } from 'react';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { AlternativeGroup } from './alternative-group.tsx';

/** "Residência SUS-SP · ENARE · 2024": the question's source, whatever parts it has. */
export function sourceText(source: ExamQuestion['source']): string {
  return [source.institution, source.exam, source.year].filter((part) => part !== null && part !== '').join(' · ');
}

export interface ExamQuestionProps {
  question: ExamQuestion;
  position: number;
  total: number;
  chosen: AlternativeLetter | null;
  onChoose: (letter: AlternativeLetter) => void;
  disabled?: boolean;
  /** Below the alternatives (the question's actions). */
  children?: ReactNode;
}

/** A question of the exam: "Questão 3 de 30", its source, the statement (rich text) and the alternatives. */
export function ExamQuestionBlock({
  question,
  position,
  total,
  chosen,
  onChoose,
  disabled,
  children,
}: ExamQuestionProps) {
  const { t } = useTranslation();
  const headingId = `exam-question-${question.id}`;
  const source = sourceText(question.source);
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2
          id={headingId}
          tabIndex={-1}
          className="text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-300"
        >
          {t('simulados.exam.questionOf', { position, total })}
        </h2>
        {source ? <p className="text-sm text-gray-600 dark:text-gray-300">{source}</p> : null}
      </header>
      <SafeHtml html={question.statement} className="text-base text-gray-900 sm:text-lg dark:text-gray-50" />
      <AlternativeGroup
        question={question}
        chosen={chosen}
        onChoose={onChoose}
        labelledBy={headingId}
        disabled={disabled}
      />
      {children}
    </article>
  );
}
