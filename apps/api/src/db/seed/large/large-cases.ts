import { sql } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { rawRows } from '../../raw-rows.ts';

/** The clinical cases' size for the bench (issue 15): cases of the producer and attempts of its learners. */
export const largeCaseSize = { cases: 5_000, attempts: 200_000, debriefPeers: 2_000 } as const;

/** The case the bench debriefs: the first in list order, finished by the bench learner and many peers. */
const largeDebriefCaseTitle = 'Caso 1: dor torácica no pronto-socorro';

const kinds = `array['history','exam','tests','diagnosis','management','question']`;

/**
 * 5,000 published cases of six stages (one of each kind, four options each, one essential, one harmful) over the
 * producer's type-7 subjects (two each), and 200,000 attempts of its learners: 90% finished and counting for peers
 * (each learner's first), 10% in progress; the first case's peers (2,000) and the bench learner have decisions and
 * committed stages, so its debrief has shares to show. The counters the finish keeps are aggregated at the end.
 * Skipped when the producer has its cases already.
 */
export async function insertLargeCases(
  db: Database,
  producerId: string,
  learnerEmail: string,
  log: (line: string) => void,
): Promise<void> {
  const [existing] = await rawRows<{ c: number }>(
    db,
    sql`select count(*)::int as c from clinical_cases where producer_id = ${producerId}`,
  );
  if ((existing?.c ?? 0) > 0) return log(`clinical cases there already (${existing?.c})`);
  const size = largeCaseSize;
  await db.execute(sql`
    insert into clinical_cases (producer_id, title, summary, difficulty, estimated_minutes, expert_reasoning, "references",
      stage_count, max_score, position, created_at)
    select ${producerId},
      case when g = 1 then ${largeDebriefCaseTitle} else 'Caso ' || g || ': ' || (array['dor abdominal','dispneia','febre','cefaleia','síncope','trauma'])[1 + g % 6] || ' em ' || (array['idoso','gestante','criança','adulto jovem'])[1 + g % 4] end,
      'Paciente chega ao pronto-socorro. Resumo do caso ' || g || ', sem revelar o diagnóstico.',
      (array['easy','medium','hard'])[1 + g % 3], 8 + (g * 7) % 38,
      '<p>Raciocínio do especialista sobre o caso ' || g || '.</p>', array['Referência ' || g],
      6, 6 * 10, g, now() - (g || ' minutes')::interval
    from generate_series(1, ${size.cases}::int) as g`);
  await db.execute(sql`
    insert into clinical_case_subjects (case_id, category_id)
    select distinct c.id, s.ids[1 + ((c.position * k) % cardinality(s.ids))]
    from clinical_cases c, generate_series(1, 2) as k,
      (select array_agg(id order by id) as ids from question_categories where producer_id = ${producerId} and type = 7) s
    where c.producer_id = ${producerId}`);
  await db.execute(sql`
    insert into clinical_case_stages (case_id, position, kind, title, body, prompt, discussion, max_score)
    select c.id, p, (${sql.raw(kinds)})[p + 1], 'Etapa ' || (p + 1),
      '<p>' || repeat('Relato da etapa com sinais vitais e achados. ', 12) || '</p>', 'O que você decide?',
      '<p>Discussão da etapa.</p>', 10
    from clinical_cases c, generate_series(0, 5) as p where c.producer_id = ${producerId}`);
  await db.execute(sql`
    insert into clinical_case_options (stage_id, position, label, finding, points, differential_points, feedback, rating,
      cost_cents, turnaround_minutes, expert_position)
    select s.id, o, 'Opção ' || (o + 1) || ' da etapa ' || (s.position + 1),
      case when s.kind in ('history','exam','tests') then '<p>Achado da opção ' || (o + 1) || '.</p>' end,
      (array[10, 5, 0, -10])[o + 1], case when s.kind = 'diagnosis' then (array[0, 2, 1, 0])[o + 1] else 0 end,
      'Comentário da opção ' || (o + 1) || '.', (array['essential','useful','unnecessary','harmful'])[o + 1],
      case when s.kind = 'tests' then 2000 + o * 1500 end, case when s.kind = 'tests' then 30 + o * 60 end,
      case when s.kind = 'management' and o < 2 then o + 1 end
    from clinical_case_stages s join clinical_cases c on c.id = s.case_id, generate_series(0, 3) as o
    where c.producer_id = ${producerId}`);
  log(`${size.cases} clinical cases written`);
  await insertLargeAttempts(db, producerId, learnerEmail);
  await db.execute(sql`analyze clinical_cases, clinical_case_subjects, clinical_case_stages, clinical_case_options,
    clinical_case_attempts, clinical_case_decisions, clinical_case_stage_results`);
  log(`${size.attempts} case attempts written; counters aggregated`);
}

/** The attempts, the debrief case's decisions and results, and the peers' counters. */
async function insertLargeAttempts(db: Database, producerId: string, learnerEmail: string): Promise<void> {
  const size = largeCaseSize;
  // Learner k (by id order) and case m (by position) never meet twice: (k, j) ↦ case (j·127 + k·31) mod cases.
  await db.execute(sql`
    insert into clinical_case_attempts (producer_id, user_id, case_id, stage_position, score, active_seconds, started_at,
      last_activity_at, finished_at, counts_for_peers)
    select ${producerId}, l.id, c.id, case when a.open then a.g % 6 else 6 end, case when a.open then 0 else 20 + a.g % 41 end,
      600 + a.g % 1200, now() - (a.g % 180 || ' days')::interval - interval '1 hour',
      now() - (a.g % 180 || ' days')::interval, case when a.open then null else now() - (a.g % 180 || ' days')::interval end,
      not a.open
    from (select g, g % 10 = 0 as open, 1 + (g % l.n) as ln, 1 + (((g / l.n) * 127 + (g % l.n) * 31) % ${size.cases}) as cn
          from generate_series(0, ${size.attempts - size.debriefPeers - 1}::int) as g,
            (select count(*)::int as n from users where producer_id = ${producerId} and email <> ${learnerEmail}) l) a
    join (select row_number() over (order by id) as n, id from users where producer_id = ${producerId} and email <> ${learnerEmail}) l
      on l.n = a.ln
    join (select id, position as n from clinical_cases where producer_id = ${producerId}) c on c.n = a.cn
    on conflict do nothing`);
  // The debrief case: finished by `debriefPeers` more learners and the bench learner, all with decisions.
  await db.execute(sql`
    insert into clinical_case_attempts (producer_id, user_id, case_id, stage_position, score, active_seconds, started_at,
      last_activity_at, finished_at, counts_for_peers)
    select ${producerId}, u.id, c.id, 6, 20 + (row_number() over (order by u.id)) % 41, 900, now() - interval '3 days',
      now() - interval '3 days', now() - interval '3 days', true
    from (select id from users where producer_id = ${producerId} and email <> ${learnerEmail} order by id
          limit ${size.debriefPeers}) u, clinical_cases c
    where c.producer_id = ${producerId} and c.position = 1
    on conflict do nothing`);
  await db.execute(sql`
    insert into clinical_case_attempts (producer_id, user_id, case_id, stage_position, score, active_seconds, started_at,
      last_activity_at, finished_at, counts_for_peers)
    select ${producerId}, u.id, c.id, 6, 45, 900, now() - interval '2 hours', now() - interval '1 hour',
      now() - interval '1 hour', true
    from users u, clinical_cases c
    where u.producer_id = ${producerId} and u.email = ${learnerEmail} and c.producer_id = ${producerId} and c.position = 1`);
  await db.execute(sql`
    with debriefed as (
      select a.id, a.finished_at from clinical_case_attempts a join clinical_cases c on c.id = a.case_id
      where c.producer_id = ${producerId} and c.position = 1 and a.finished_at is not null
      order by a.id desc limit ${size.debriefPeers + 1})
    insert into clinical_case_decisions (attempt_id, stage_id, option_id, role, position, picked_at, idempotency_key)
    select d.id, s.id, o.id, case when s.kind = 'diagnosis' then 'main' else 'pick' end, 1, d.finished_at, gen_random_uuid()
    from debriefed d join clinical_cases c on c.position = 1 and c.producer_id = ${producerId}
      join clinical_case_stages s on s.case_id = c.id
      join clinical_case_options o on o.stage_id = s.id and o.position = (d.id + s.position) % 4`);
  await db.execute(sql`
    insert into clinical_case_stage_results (attempt_id, stage_id, score, committed_at, idempotency_key)
    select d.attempt_id, d.stage_id, sum(o.points), max(d.picked_at), gen_random_uuid()
    from clinical_case_decisions d join clinical_case_options o on o.id = d.option_id
    join clinical_case_stages s on s.id = d.stage_id join clinical_cases c on c.id = s.case_id
    where c.producer_id = ${producerId} group by d.attempt_id, d.stage_id`);
  await db.execute(sql`
    update clinical_cases c set finished_count = t.n, score_pct_sum = t.pct
    from (select case_id, count(*) as n, sum(round(greatest(score, 0) * 100.0 / 60)) as pct from clinical_case_attempts
          where producer_id = ${producerId} and counts_for_peers group by case_id) t
    where c.id = t.case_id`);
  await db.execute(sql`
    update clinical_case_options o set chosen_count = t.n
    from (select d.option_id, count(*) as n from clinical_case_decisions d
          join clinical_case_attempts a on a.id = d.attempt_id and a.counts_for_peers
          where a.producer_id = ${producerId} group by d.option_id) t
    where o.id = t.option_id`);
}
