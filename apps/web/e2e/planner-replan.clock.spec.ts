import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signUpFresh } from './auth-journey.ts';
import { apiFromPage, createPlan, plannerOptions, setServerClock, shortDate, studyDayKey } from './planner-journey.ts';

/**
 * Life happens: three days pass without study, on the server's test clock (PUT /api/test/clock, TEST_CLOCK=true; so
 * this runs in the chromium-clock project, after every other journey). The first visit of the new day re-plans: the
 * plan page says "Plano reajustado" and what moved, the missed work sits on the re-planned days, nothing stays before
 * today. An account of its own on Vigília Anestesia, its plan made by the API (the onboarding has its own journey).
 */
const site = producerSite('vigilia-anestesia');
const dayMs = 86_400_000;
const skipped = 3;

interface PlanDays {
  days: { date: string; activities: { title: string; status: string; moved_from: string | null }[] }[];
}

test.use({ timezoneId: 'America/Sao_Paulo' });

test('three days missed: the plan re-plans from today and says what moved', async ({ page, request }) => {
  test.setTimeout(180_000);
  await blockExternalRequests(page);
  await signUpFresh(page, site.origin, { prefix: 'reajuste', nome: 'Diego Matos', password: 'reajuste2027' });
  const options = await plannerOptions(page);
  const start = studyDayKey(0);
  const planId = await createPlan(page, {
    institution_ids: options.institutions.slice(0, 2).map((institution) => institution.id),
    start_date: start,
    exam_date: studyDayKey(40),
    weekday_minutes: [120, 120, 120, 120, 120, 120, 120],
    include: { course_ids: [], questions: true, flashcards: false, cases: true, simulados: false },
  });
  const before = await apiFromPage<PlanDays>(
    page,
    'GET',
    `/api/planner/plans/${planId}/days?from=${start}&to=${studyDayKey(skipped - 1)}`,
  );
  const missed = before.json.days.flatMap((day) => day.activities.map((activity) => activity.title));
  expect(missed.length, 'the first three days have work to miss').toBeGreaterThan(0);

  try {
    await setServerClock(request, skipped * dayMs);
    const today = studyDayKey(skipped);
    await page.goto(`${site.origin}/planner/${planId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Seu plano de estudos' })).toBeVisible();

    // The banner: re-planned, with the moves from the missed days to today or later.
    const banner = page.getByRole('region', { name: 'Plano reajustado' });
    await expect(banner).toBeVisible();
    await expect(banner.getByText(new RegExp(`: ${shortDate(start)} → \\d{2}/\\d{2}`)).first()).toBeVisible();
    await journeyChecks(page, 'planner-replanned');

    // The server agrees: nothing pending before today, the missed work from today on, marked as moved.
    const after = await apiFromPage<PlanDays>(
      page,
      'GET',
      `/api/planner/plans/${planId}/days?from=${start}&to=${studyDayKey(skipped + 13)}`,
    );
    const past = after.json.days.filter((day) => day.date < today);
    expect(past.flatMap((day) => day.activities.filter((activity) => activity.status === 'pending'))).toEqual([]);
    const moved = after.json.days.flatMap((day) =>
      day.activities.filter((activity) => activity.moved_from !== null).map((activity) => ({ ...activity, day })),
    );
    expect(moved.length).toBeGreaterThan(0);
    for (const activity of moved) expect(activity.day.date >= today, activity.title).toBe(true);

    // Today's activities show where the moved work came from; no day before today reads "Atrasado".
    await expect(page.getByText('Atrasado')).toHaveCount(0);
    await page.getByRole('link', { name: 'Atividades de hoje' }).click();
    await expect(page).toHaveURL(new RegExp(`/planner/${planId}/activities`));
    await expect(page.getByText(new RegExp(`^Movida de ${shortDate(start)}`)).first()).toBeVisible();
    await expect(page.getByText('Atrasada')).toHaveCount(0);
    await journeyChecks(page, 'planner-replanned-today');
  } finally {
    await setServerClock(request, 0);
  }
});
