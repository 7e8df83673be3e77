import { afterEach, describe, expect, it } from 'vitest';
import { emptyDraft, toCreatePlanRequest } from './draft.ts';
import { draftOf, onboardingDraftStoreId, useOnboardingDraftStore } from './draft-store.ts';

const ana = 'p-1:u-1';
const bia = 'p-1:u-2';
const context = {
  today: '2026-11-27',
  courseIds: ['9b2f6c1e-3d4a-4e5b-8c7d-1a2b3c4d5e6f', '4c1d2e3f-5a6b-4c7d-9e8f-0a1b2c3d4e5f'],
  areaIds: [10, 11],
};

describe('the onboarding draft store', () => {
  afterEach(() => useOnboardingDraftStore.setState({ drafts: {} }));

  it('keeps each learner her own answers and saves them in localStorage', () => {
    const { update } = useOnboardingDraftStore.getState();
    update(ana, { step: 2, institution_ids: [7, 9] });
    update(ana, { exam_date: '2027-03-01' });
    update(bia, { institution_ids: [3] });
    const { drafts } = useOnboardingDraftStore.getState();
    expect(draftOf(drafts, ana)).toMatchObject({ step: 2, institution_ids: [7, 9], exam_date: '2027-03-01' });
    expect(draftOf(drafts, bia)).toMatchObject({ step: 0, institution_ids: [3], exam_date: null });
    const saved = JSON.parse(localStorage.getItem(onboardingDraftStoreId) ?? '{}') as {
      state: { drafts: Record<string, { institution_ids: number[] }> };
    };
    expect(saved.state.drafts[ana]?.institution_ids).toEqual([7, 9]);
  });

  it('resumes a saved draft after a reload, filling fields an older version did not save', async () => {
    localStorage.setItem(
      onboardingDraftStoreId,
      JSON.stringify({ state: { drafts: { [ana]: { step: 3, institution_ids: [5] } } }, version: 1 }),
    );
    await useOnboardingDraftStore.persist.rehydrate();
    const draft = draftOf(useOnboardingDraftStore.getState().drafts, ana);
    expect(draft).toMatchObject({ step: 3, institution_ids: [5], weekday_minutes: [0, 0, 0, 0, 0, 0, 0] });
  });

  it('forgets only the learner whose plan was created', () => {
    const { update, clear } = useOnboardingDraftStore.getState();
    update(ana, { step: 4 });
    update(bia, { step: 1 });
    clear(ana);
    const { drafts } = useOnboardingDraftStore.getState();
    expect(draftOf(drafts, ana)).toEqual(emptyDraft());
    expect(draftOf(drafts, bia).step).toBe(1);
  });
});

describe('toCreatePlanRequest', () => {
  const answered = {
    ...emptyDraft(),
    institution_ids: [7],
    exam_date: '2027-03-01',
    weekday_minutes: [0, 180, 180, 180, 180, 180, 300],
    days_off: ['2026-12-25', '2026-12-24'],
    self_ratings: { '10': 2, '99': 5 },
    diagnostic: { '501': 'B' as const },
  };

  it('starts today and plans every accessible course unless the learner chose otherwise', () => {
    expect(toCreatePlanRequest(answered, context)).toEqual({
      institution_ids: [7],
      exam_date: '2027-03-01',
      start_date: '2026-11-27',
      weekday_minutes: [0, 180, 180, 180, 180, 180, 300],
      days_off: ['2026-12-24', '2026-12-25'],
      include: {
        course_ids: ['9b2f6c1e-3d4a-4e5b-8c7d-1a2b3c4d5e6f', '4c1d2e3f-5a6b-4c7d-9e8f-0a1b2c3d4e5f'],
        questions: true,
        flashcards: true,
        cases: true,
        simulados: true,
      },
      self_ratings: [],
      diagnostic: [],
    });
    const chosen = toCreatePlanRequest(
      { ...answered, start_date: '2026-12-01', course_ids: ['4c1d2e3f-5a6b-4c7d-9e8f-0a1b2c3d4e5f', 'gone'] },
      context,
    );
    expect(chosen.start_date).toBe('2026-12-01');
    expect(chosen.include.course_ids).toEqual(['4c1d2e3f-5a6b-4c7d-9e8f-0a1b2c3d4e5f']);
  });

  it('sends the answers of the chosen level only: ratings of known areas, or the diagnostic', () => {
    expect(toCreatePlanRequest({ ...answered, level_mode: 'self_rating' }, context)).toMatchObject({
      self_ratings: [{ category_id: 10, rating: 2 }],
      diagnostic: [],
    });
    expect(toCreatePlanRequest({ ...answered, level_mode: 'diagnostic' }, context)).toMatchObject({
      self_ratings: [],
      diagnostic: [{ question_id: 501, alternative: 'B' }],
    });
  });
});
