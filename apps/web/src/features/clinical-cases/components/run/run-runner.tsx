import { Keyboard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useOutboxStatus } from '../../../../lib/outbox/index.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { runGroup } from '../../api/run-writes.ts';
import { commitBlocker, intentForOption } from '../../logic/run-decisions.ts';
import type { RunCommand } from '../../logic/run-keys.ts';
import { currentStage, stageNumber } from '../../logic/run-overlay.ts';
import { CommitDialog } from './commit-dialog.tsx';
import { RunHeader } from './run-header.tsx';
import { RunNoticeBanner } from './run-notice.tsx';
import { NextStep } from './next-step.tsx';
import { RunStory } from './run-story.tsx';
import { StageDecision } from './stage-decision.tsx';
import { StageResult } from './stage-result.tsx';
import type { RunSession } from './use-run-session.ts';
import { useRunKeys } from './use-run-keys.ts';

/**
 * Scrolls the page's scroller (only it: scrollIntoView would scroll the document under the fixed layout too) so
 * that a stage's text in the story starts near the top: on a phone its decision follows below it.
 */
function scrollToStory(stageId: number) {
  const heading = document.getElementById(`run-story-stage-${stageId}`);
  const scroller = heading?.closest<HTMLElement>('#app-scroller');
  if (!heading || !scroller) return;
  scroller.scrollTop += heading.getBoundingClientRect().top - scroller.getBoundingClientRect().top - 24;
}

/**
 * A run in progress: the header, the story so far beside the current stage's decision (stacked on a phone), the
 * confirmation, the committed stage's results with "Próxima etapa", and "Concluir caso" after the last one.
 */
export function RunRunner({ session, caseId }: { session: RunSession; caseId: number }) {
  const { t } = useTranslation();
  const { shown, reviewing } = session;
  const outbox = useOutboxStatus(runGroup(caseId));
  const [confirming, setConfirming] = useState(false);
  const decisionHeading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const commitButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  const state = shown?.state;
  const reviewed = reviewing === null ? null : (state?.stages.find((stage) => stage.id === reviewing) ?? null);
  const open = state ? currentStage(state) : null;
  const stage = reviewed ?? open;
  const committing = stage
    ? (shown?.committing.includes(stage.id) ?? false) || (reviewed !== null && !reviewed.committed)
    : false;
  const showResult = stage?.committed === true;
  const deciding = stage !== null && !showResult && !committing;
  const number = stage && state ? state.stages.indexOf(stage) + 1 : state ? stageNumber(state) : 0;
  const isLast = state ? state.current_stage === null : false;

  // A new stage to decide: the page scrolls to its text in the story, and its prompt takes the focus (not on the
  // first one: the page's title has it then).
  const firstStage = useRef(open?.id);
  const openId = open?.id;
  useEffect(() => {
    if (openId === undefined || reviewing !== null || openId === firstStage.current) return;
    scrollToStory(openId);
    decisionHeading.current?.focus({ preventScroll: true });
  }, [openId, reviewing]);
  // The results, once they come, take the focus (screen readers hear the score; Enter then moves on).
  useEffect(() => {
    if (showResult && reviewing !== null) resultHeading.current?.focus();
  }, [showResult, reviewing]);

  const askCommit = () => {
    if (stage && deciding && commitBlocker(stage) === null) setConfirming(true);
  };
  const confirm = () => {
    if (!stage) return;
    setConfirming(false);
    session.commit(stage.id);
  };
  const moveOn = () => {
    if (isLast) session.finish();
    else session.next();
  };

  useRunKeys(stage?.options.length ?? 0, stage?.kind ?? null, !confirming, (command: RunCommand) => {
    if (command.kind === 'enter') {
      if (deciding) askCommit();
      else if (!stage || showResult) moveOn();
      return;
    }
    const option = stage?.options[command.index];
    const intent = stage && option && deciding ? intentForOption(stage, option) : null;
    if (intent) session.decide(intent);
  });

  if (!state || !shown) return null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <RunHeader state={state} caseId={caseId} number={number} />
      {session.notice ? <RunNoticeBanner notice={session.notice} onDismiss={session.dismissNotice} /> : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <RunStory state={state} upTo={reviewed ? number : state.stages.length} />
        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-4 lg:-mx-1 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:px-1 lg:pb-1">
          {stage && !showResult ? (
            <StageDecision
              stage={stage}
              number={number}
              committing={committing}
              offline={!outbox.online}
              headingRef={decisionHeading}
              commitRef={commitButton}
              onDecide={session.decide}
              onCommit={askCommit}
            />
          ) : null}
          {stage && showResult ? <StageResult stage={stage} headingRef={resultHeading} /> : null}
          {showResult || !stage ? (
            <NextStep isLast={isLast} finishing={shown.finishing} buttonRef={nextButton} onNext={moveOn} />
          ) : null}
          <p className="hidden items-center gap-2 text-sm text-gray-600 md:flex dark:text-gray-400">
            <Keyboard aria-hidden="true" className="size-4 shrink-0" />
            {showResult || !stage
              ? t('clinicalCases.run.shortcutsNext')
              : t(`clinicalCases.run.shortcuts.${stage.kind === 'question' ? 'question' : 'options'}`)}
          </p>
        </div>
      </div>
      <CommitDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={confirm}
        onClosed={() => {
          if (!stage?.committed && reviewing === null) commitButton.current?.focus();
        }}
      />
    </div>
  );
}
