import type { RunState } from '@members/contract';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { StageRecap } from './stage-recap.tsx';

/**
 * The patient's story so far: every reached stage's text in order and, for each committed one, what it revealed
 * and what the learner chose, with its score. The current stage's text ends it (its decision comes beside it, or
 * below on a phone). While a committed stage's results show, the next stage's text waits (`upTo`: how many to show).
 */
export function RunStory({ state, upTo }: { state: RunState; upTo: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="run-story-heading" className="flex flex-col gap-6">
      <h2 id="run-story-heading" className="sr-only">
        {t('clinicalCases.run.storyHeading')}
      </h2>
      {state.stages.slice(0, upTo).map((stage, index) => (
        <article
          key={stage.id}
          aria-labelledby={`run-story-stage-${stage.id}`}
          className="flex flex-col gap-3"
          data-testid="run-story-stage"
          data-committed={stage.committed}
        >
          <div className="flex flex-col gap-0.5">
            <p className="text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300">
              {t('clinicalCases.run.stageEyebrow', {
                number: index + 1,
                kind: t(`clinicalCases.run.kind.${stage.kind}`),
              })}
            </p>
            <h3 id={`run-story-stage-${stage.id}`} className="text-lg font-semibold text-gray-900 dark:text-gray-50">
              {stage.title}
            </h3>
          </div>
          <SafeHtml html={stage.body} className="text-base text-gray-900 dark:text-gray-100" />
          {stage.committed ? <StageRecap stage={stage} /> : null}
        </article>
      ))}
    </section>
  );
}
