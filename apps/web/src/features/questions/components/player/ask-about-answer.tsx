import type { AnswerResult } from '@members/contract';
import { AskAssistantButton } from '../../../../lib/assistant/ask-assistant-button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** The question the reveal offers: why the chosen letter is wrong, why it is right, or (annulled) what it says. */
function questionKey(result: AnswerResult): string {
  if (result.correct_alternative === null) return 'assistant.ask.explainAnnulled';
  return result.correct ? 'assistant.ask.whyRight' : 'assistant.ask.whyWrong';
}

/** On the reveal: "Pergunte à {nome}" about this question and the alternative the learner chose. */
export function AskAboutAnswer({ result, className }: { result: AnswerResult; className?: string }) {
  const { t } = useTranslation();
  const letter = result.chosen;
  return (
    <AskAssistantButton
      question={t(questionKey(result), { letter })}
      context={{ kind: 'question', id: result.question_id, letter }}
      contextLabel={t('assistant.ask.questionLabel', { id: result.question_id, letter })}
      className={className}
    />
  );
}
