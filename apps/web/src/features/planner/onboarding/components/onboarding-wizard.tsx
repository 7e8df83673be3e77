import type { PlannerOptions, PlanSummary } from '@members/contract';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { FormAlert } from '../../../../components/ui/form-field/form-alert.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { translateError } from '../../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useCreatePlan } from '../../api/post-plan.ts';
import { onboardingStepCount, toCreatePlanRequest } from '../logic/draft.ts';
import { stepOfServerError } from '../logic/server-error-step.ts';
import { firstInvalidStep, hasIssues, validateStep, type StepIssues } from '../logic/step-validation.ts';
import { onboardingSteps } from './onboarding-steps.ts';
import { ShortfallNotice } from './shortfall-notice.tsx';
import { StepDates } from './step-dates.tsx';
import { StepHours } from './step-hours.tsx';
import { StepInclude } from './step-include.tsx';
import { StepInstitutions } from './step-institutions.tsx';
import { StepLevel } from './step-level.tsx';
import type { StepProps } from './step-props.ts';
import { StepSummary } from './step-summary.tsx';
import { useOnboardingDraft } from './use-onboarding-draft.ts';
import { WizardNav } from './wizard-nav.tsx';

const stepComponents: ComponentType<StepProps>[] = [
  StepInstitutions,
  StepDates,
  StepHours,
  StepInclude,
  StepLevel,
  StepSummary,
];
const noIssues: StepIssues = { fields: {}, step: null };

/** Once a step shows its issues, the first control with one gets the focus. */
function focusFirstIssue(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-issue-for]');
    const forControl = first?.dataset['issueFor'];
    (forControl ? document.getElementById(forControl) : first)?.focus();
  });
}

/**
 * The onboarding's six steps: each checked before "Continuar", answers saved as they change (back and forth, a
 * reload, another day: nothing is lost), then "Criar plano". A refusal leads back to the step to fix.
 */
export function OnboardingWizard({ options }: { options: PlannerOptions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, update, clear, read } = useOnboardingDraft();
  const create = useCreatePlan();
  const [shown, setShown] = useState<{ step: number; issues: StepIssues } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [created, setCreated] = useState<PlanSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const step = Math.min(Math.max(draft.step, 0), onboardingStepCount - 1);
  const context = {
    today: options.today,
    courseIds: options.courses.map((course) => course.id),
    areaIds: options.areas.map((area) => area.id),
  };
  const issues = shown?.step === step ? shown.issues : noIssues;

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [step]);

  const goTo = (next: number, found: StepIssues | null = null) => {
    setShown(found ? { step: next, issues: found } : null);
    update({ step: next });
    if (found) focusFirstIssue(form.current);
  };

  const createPlan = async () => {
    const answers = read();
    const invalid = firstInvalidStep(answers, context);
    if (invalid !== null) return goTo(invalid, validateStep(invalid, answers, context));
    setFailure(null);
    try {
      const plan = await create.mutateAsync(toCreatePlanRequest(answers, context));
      if (plan.shortfall_minutes) setCreated(plan);
      else await navigate({ to: '/planner/$id', params: { id: String(plan.id) } });
      clear();
    } catch (error) {
      const back = stepOfServerError(error);
      if (back) goTo(back.step, back.issues);
      else setFailure(error);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === onboardingStepCount - 1) return void createPlan();
    const found = validateStep(step, read(), context);
    if (hasIssues(found)) {
      setShown({ step, issues: found });
      focusFirstIssue(form.current);
    } else goTo(step + 1);
  };

  if (created) return <ShortfallNotice plan={created} />;
  const Step = stepComponents[step] ?? StepSummary;
  const title = t(`planner.onboarding.steps.${onboardingSteps[step] ?? 'summary'}`);
  const progress = t('planner.onboarding.progress', { current: step + 1, total: onboardingStepCount });

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-labelledby="onboarding-step-title"
    >
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-gray-700 dark:text-gray-300">{progress}</p>
        <ProgressBar
          value={((step + 1) / onboardingStepCount) * 100}
          label={t('planner.onboarding.title')}
          valueText={progress}
        />
        <h2
          id="onboarding-step-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-gray-900 focus-visible:outline-none md:text-2xl dark:text-gray-50"
        >
          {title}
        </h2>
      </div>
      <Step draft={draft} update={update} issues={issues} options={options} />
      {issues.step ? <FormAlert>{t([`errors.${issues.step}`, 'errors.unknown'])}</FormAlert> : null}
      {failure && step === onboardingStepCount - 1 ? <FormAlert>{translateError(t, failure)}</FormAlert> : null}
      <WizardNav
        canGoBack={step > 0}
        onBack={() => goTo(step - 1)}
        last={step === onboardingStepCount - 1}
        busy={create.isPending}
      />
    </form>
  );
}
