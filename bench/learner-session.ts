// A signed-in demo learner for the API benchmarks: token by POST /api/auth/login, ids by the learner's calls.

/** The demo learner with course access (seeded on every producer) and the demo password. */
export const benchLearner = { email: 'aluno@medmember.dev', password: 'medmember123' } as const;

/** The member-area host of a demo producer (the API picks the producer from it). */
export const producerHost = (port: string, producer = 'foco-oftalmo', vertical = 'oftalmologia') =>
  `${producer}.${vertical}.localhost:${port}`;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs the learner in on the producer of `host`; the headers every learner call then sends. */
export async function learnerHeaders(apiUrl: string, host: string): Promise<Record<string, string>> {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(benchLearner),
  });
  const { token } = await json<{ token: string }>(response, 'POST /api/auth/login');
  return { host, authorization: `Bearer ${token}`, accept: 'application/json' };
}

/** The first module of the first course of the catalog the learner can open (what the module bench loads). */
export async function firstOpenModule(apiUrl: string, headers: Record<string, string>): Promise<string> {
  const catalog = await json<{ results: { uuid: string; access: boolean }[] }>(
    await fetch(`${apiUrl}/api/courses?type=courses`, { headers }),
    'GET /api/courses',
  );
  const course = catalog.results.find((candidate) => candidate.access);
  if (!course) throw new Error('the bench learner has no course to open');
  const detail = await json<{ modules: { id: number }[] }>(
    await fetch(`${apiUrl}/api/courses/${course.uuid}`, { headers }),
    'GET /api/courses/:uuid',
  );
  const module = detail.modules[0];
  if (!module) throw new Error(`course ${course.uuid} has no module`);
  return `/api/courses/${course.uuid}/modules/${module.id}`;
}

/** The learner's active study plan page (the seed gives aluno@ one on every producer). */
export async function activePlanPage(apiUrl: string, headers: Record<string, string>): Promise<string> {
  const today = await json<{ plan: { id: number } | null }>(
    await fetch(`${apiUrl}/api/planner/today`, { headers }),
    'GET /api/planner/today',
  );
  if (!today.plan) throw new Error('the bench learner has no study plan');
  return `/planner/${today.plan.id}`;
}

/** A product's offers page (/page/offers/{id}): the purchase link the catalog gives a course the learner lacks. */
export async function offersPage(apiUrl: string, headers: Record<string, string>): Promise<string> {
  const list = await json<{ results: { purchase_url: string | null }[] }>(
    await fetch(`${apiUrl}/api/courses?type=courses&per_page=50`, { headers }),
    'GET /api/courses',
  );
  const page = list.results.map((course) => course.purchase_url).find((url) => url?.startsWith('/page/offers/'));
  if (!page) throw new Error('no course of the bench learner links to an offers page');
  return page;
}
