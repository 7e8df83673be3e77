import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config/index.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import { OneLineRequestLog } from './logging/one-line-request-log.ts';
import { requestLogFields } from './logging/request-log-fields.ts';
import type { DatabaseConnection } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import jobsPlugin from './jobs/jobs.plugin.ts';
import { purges } from './jobs/purges.ts';
import type { Mailer } from './mail/mail-message.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { emailChangeRoutes } from './modules/auth/email-change.routes.ts';
import { loginLinkRoutes } from './modules/auth/login-link.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { qrLoginRoutes } from './modules/auth/qr-login.routes.ts';
import { signUpRoutes } from './modules/auth/sign-up.routes.ts';
import { verticalsRoutes } from './modules/auth/verticals.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { avatarFilesRoutes } from './modules/profile/avatar-files.routes.ts';
import { avatarUploadRoutes } from './modules/profile/avatar-upload.routes.ts';
import { appConfigRoutes } from './modules/tenancy/app-config.routes.ts';
import { producersRoutes } from './modules/tenancy/producers.routes.ts';
import { termsRoutes } from './modules/terms/terms.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import authentication from './plugins/authentication.ts';
import databasePlugin from './plugins/database.ts';
import errorHandler, { frameworkErrorReply } from './plugins/error-handler.ts';
import jsonBody from './plugins/json-body.ts';
import noNulText from './plugins/no-nul-text.ts';
import mailerPlugin from './plugins/mailer.ts';
import notFound from './plugins/not-found.ts';
import openapi from './plugins/openapi.ts';
import security from './plugins/security.ts';
import storagePlugin from './plugins/storage.ts';
import staticSpa, { hasSpaBuild } from './plugins/static-spa.ts';
import { courseFilesRoutes } from './modules/courses/files/course-files.routes.ts';
import { coursesRoutes } from './modules/courses/catalog/courses.routes.ts';
import { lessonsRoutes } from './modules/courses/lessons/lessons.routes.ts';
import { searchRoutes } from './modules/courses/search/search.routes.ts';
import { practiceSessionsRoutes } from './modules/questions/practice/practice-sessions.routes.ts';
import { questionAnswersRoutes } from './modules/questions/answers/question-answers.routes.ts';
import { questionCategoriesRoutes } from './modules/questions/facets/question-categories.routes.ts';
import { questionCountsRoutes } from './modules/questions/facets/question-counts.routes.ts';
import { questionPerformanceRoutes } from './modules/questions/answers/question-performance.routes.ts';
import { questionTracksRoutes } from './modules/questions/tracks/question-tracks.routes.ts';
import { questionViewRoutes } from './modules/questions/question-view.routes.ts';
import { simuladosRoutes } from './modules/simulados/simulados.routes.ts';
import { testClockRoutes } from './clock/clock.routes.ts';
import { flashcardStudyRoutes } from './modules/flashcards/study/study.routes.ts';
import { flashcardSettingsRoutes } from './modules/flashcards/settings/settings.routes.ts';
import { flashcardErrorsRoutes } from './modules/flashcards/errors/errors.routes.ts';
import { flashcardStatsRoutes } from './modules/flashcards/stats/stats.routes.ts';
import { flashcardDecksRoutes } from './modules/flashcards/decks/decks.routes.ts';
import { flashcardImageRoutes } from './modules/flashcards/cards/card-image.routes.ts';
import { caseCatalogRoutes } from './modules/clinical-cases/catalog/catalog.routes.ts';
import { caseDebriefRoutes } from './modules/clinical-cases/debrief/debrief.routes.ts';
import { clinicalCaseRunRoutes } from './modules/clinical-cases/run/run.routes.ts';
import { plannerPlansRoutes } from './modules/planner/planner-plans.routes.ts';
import { plannerActivitiesRoutes } from './modules/planner/planner-activities.routes.ts';
import { plannerSetupRoutes } from './modules/planner/setup/planner-setup.routes.ts';
import { plannerCalendarRoutes } from './modules/planner/calendar/planner-calendar.routes.ts';
import { plannerNightlyReplan } from './modules/planner/nightly/planner-nightly.plugin.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import paymentsPlugin from './modules/checkout/payments.plugin.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { sandboxGatewayRoutes } from './modules/checkout/sandbox-routes.ts';
import { sandboxDevRoutes } from './modules/checkout/sandbox-dev.routes.ts';
import { devOutboxPage } from './plugins/dev-outbox-page.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { areaRoutes } from './modules/accesses/area-gate.ts';
import assistantPlugin from './modules/assistant/assistant.plugin.ts';
import { assistantIndexJobs } from './modules/assistant/index/index-jobs.plugin.ts';
import { assistantRoutes } from './modules/assistant/assistant.routes.ts';
import { assistantAskRoutes } from './modules/assistant/ask.routes.ts';
import { assistantConversationsRoutes } from './modules/assistant/conversations.routes.ts';

export interface BuildAppOptions {
  config: ApiConfig;
  /** An open (migrated) database; without it the app opens one from `config`. */
  db?: DatabaseConnection;
  /** Close the database when the app closes (default true). */
  closeDatabase?: boolean;
  /** Sends the app's e-mail (tests); without it SMTP_URL or the dev outbox decides. */
  mailer?: Mailer;
  /** Uploaded files; default the local disk under DATA_DIR/files. */
  storage?: FileStorage;
  /** Where log lines go (tests capture them); default stdout. */
  logStream?: { write(line: string): void };
}

/** The whole API (plugins, routes, error handling); never listens. Tests add routes before ready(). */
export async function buildApp({
  config,
  db,
  closeDatabase = true,
  mailer,
  logStream,
  storage,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: { req: requestLogFields },
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new OneLineRequestLog(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    frameworkErrors: frameworkErrorReply,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(jsonBody);
  await app.register(noNulText);
  const connection =
    db ??
    (await openDatabase(config, { onIdleError: (err) => app.log.warn({ err }, 'idle database connection failed') }));
  await app.register(databasePlugin, { connection, closeOnAppClose: closeDatabase });
  await app.register(jobsPlugin, { pollIntervalMs: config.JOBS_POLL_INTERVAL_MS });
  await app.register(purges);
  await app.register(security, { config });
  await app.register(authentication, { config });
  // Before static files: precompressed files keep their encoding, API JSON gets compressed.
  await app.register(compress, { globalDecompression: false });
  await app.register(openapi);
  await app.register(mailerPlugin, { config, mailer });
  await app.register(storagePlugin, { config, storage });
  await app.register(paymentsPlugin, { config });

  await app.register(healthRoutes);
  await app.register(producersRoutes);
  await app.register(appConfigRoutes, { config });
  await app.register(authRoutes);
  await app.register(signUpRoutes);
  await app.register(passwordResetRoutes);
  await app.register(loginLinkRoutes);
  await app.register(qrLoginRoutes, { config });
  await app.register(verticalsRoutes);
  await app.register(usersRoutes);
  await app.register(emailChangeRoutes);
  await app.register(termsRoutes);
  await app.register(avatarUploadRoutes);
  await app.register(avatarFilesRoutes, { storage: app.storage });
  await app.register(coursesRoutes);
  await app.register(lessonsRoutes);
  await app.register(courseFilesRoutes);
  await app.register(searchRoutes);
  // The institutions and subjects trees stay open: the planner's onboarding and every filter read them.
  await app.register(questionCategoriesRoutes);
  // Each area answers only to learners whose products unlock it (issue 17; modules/accesses/area-gate.ts).
  await app.register(
    areaRoutes('questions', [
      questionCountsRoutes,
      practiceSessionsRoutes,
      questionAnswersRoutes,
      questionPerformanceRoutes,
      questionTracksRoutes,
      questionViewRoutes,
    ]),
  );
  await app.register(areaRoutes('simulados', [simuladosRoutes]));
  if (config.TEST_CLOCK) await app.register(testClockRoutes);
  await app.register(
    areaRoutes('flashcards', [
      flashcardStudyRoutes,
      flashcardSettingsRoutes,
      flashcardErrorsRoutes,
      flashcardStatsRoutes,
      flashcardDecksRoutes,
      flashcardImageRoutes,
    ]),
  );
  await app.register(areaRoutes('clinical_cases', [caseCatalogRoutes, caseDebriefRoutes, clinicalCaseRunRoutes]));
  await app.register(
    areaRoutes('planner', [plannerPlansRoutes, plannerActivitiesRoutes, plannerSetupRoutes, plannerCalendarRoutes]),
  );
  await app.register(plannerNightlyReplan);
  await app.register(offersRoutes);
  await app.register(checkoutRoutes, { config });
  if (config.PAYMENT_GATEWAY === 'sandbox') {
    await app.register(sandboxGatewayRoutes);
    await app.register(sandboxDevRoutes);
    await app.register(devOutboxPage);
  }
  await app.register(webhooksRoutes, { config });
  // The producer's assistant (issue 18): open to every learner; retrieval reads only what the learner may open.
  await app.register(assistantPlugin, { config });
  await app.register(assistantIndexJobs, { embedder: app.assistant.embedder ?? undefined });
  await app.register(assistantRoutes);
  await app.register(assistantAskRoutes);
  await app.register(assistantConversationsRoutes);

  const spa = hasSpaBuild(config.WEB_DIST_DIR);
  if (spa) await app.register(staticSpa, { distDir: config.WEB_DIST_DIR });
  else app.log.info({ dir: config.WEB_DIST_DIR }, 'web build not found: static SPA serving skipped');
  await app.register(notFound, { spaFallback: spa });
  return app;
}
