import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle, pgliteDirFor } from './db/database';
import type { Database } from './db/schema';
import { adminApplicationsRoutes } from './modules/admin-applications/admin-applications.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { dayCloseRoutes } from './modules/day-close/day-close.routes';
import { demoRequestsRoutes } from './modules/demo-requests/demo-requests.routes';
import { firstServiceRoutes } from './modules/first-service/first-service.routes';
import { createPaymentGateways, type PaymentGateway, type PaymentGateways } from './modules/gateways';
import { createPaymentGateway } from './modules/gateways/create-gateway';
import { MOYASAR_API } from './modules/gateways/payment-config';
import { paymentSettingsRoutes } from './modules/gateways/payment-settings.routes';
import { registerSandboxPages } from './modules/gateways/providers/sandbox/hosted-page/sandbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { kitchenStationsRoutes } from './modules/kitchen-stations/kitchen-stations.routes';
import { lineAdjustmentsRoutes } from './modules/line-adjustments';
import { menuRoutes } from './modules/menu/menu.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { staffMessagesRoutes } from './modules/notifications/staff-messages.routes';
import { registerUploads } from './modules/onboarding/logo-storage';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { kitchenRoutes } from './modules/orders/kitchen.routes';
import { orderBoardRoutes } from './modules/orders/order-board.routes';
import { orderProofHook } from './modules/orders/order-proof';
import { ordersRoutes } from './modules/orders/orders.routes';
import { takeawayQueueRoutes } from './modules/orders/takeaway-queue.routes';
import { waiterOrdersRoutes } from './modules/orders/waiter-orders.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { platformAdminRoutes } from './modules/platform-admin/platform-admin.routes';
import { printersRoutes } from './modules/printers/printers.routes';
import { pushRoutes } from './modules/push/push.routes';
import { ratingsRoutes } from './modules/ratings/ratings.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { publicRestaurantRoutes } from './modules/restaurants/restaurants.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { tableMovesRoutes } from './modules/table-moves/table-moves.routes';
import { qrRotationRoutes } from './modules/tables/qr-rotation.routes';
import { tableRoutes } from './modules/tables/tables.routes';
import { waiterCallsRoutes } from './modules/waiter-calls/waiter-calls.routes';
import { zatcaRoutes } from './modules/zatca/zatca.routes';
import type { SecretKey } from './platform/crypto/secret-box';
import { loadSettingsKey } from './platform/crypto/settings-key';
import { clientErrorHandler } from './platform/errors/client-error';
import { frameworkErrorReply, registerErrorHandler } from './platform/errors/error-handler';
import { AbuseGuard, type AbuseLimitName, type WindowLimit } from './platform/http/abuse-limits';
import { FastReads } from './platform/http/fast-reads';
import { serializeRequest } from './platform/http/log-redaction';
import { pgRateLimitStore } from './platform/http/pg-rate-limit-store';
import { lazyRequestLogger } from './platform/http/request-logger';
import { trackRouteMethods } from './platform/http/route-methods';
import { type CspAdditions, registerSecurity, securityHeaders } from './platform/http/security';
import { outboxRoutes } from './platform/jobs/outbox.routes';
import { loadPushSettings, type PushSettings } from './platform/push/push-settings';
import { createEventBus, type EventBus } from './platform/realtime/event-bus';
import { realtimeRoutes } from './platform/realtime/realtime.routes';
import type { SseOptions } from './platform/realtime/sse';
import { STREAM_LIMITS } from './platform/realtime/stream-limits';
import { registerDemoAssets } from './platform/static/demo-assets';
import { registerSpa } from './platform/static/spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one query layer (Kysely over PGlite or PostgreSQL). Services open transactions on it. */
    db: Database;
    config: Config;
    /** The platform's default gateway (PAYMENT_GATEWAY). */
    paymentGateway: PaymentGateway;
    /** Every restaurant's gateway (its Settings → Payments, else the platform's): gateway-resolver.ts. */
    paymentGateways: PaymentGateways;
    /** SETTINGS_ENCRYPTION_KEY (or the development key in DATA_DIR): encrypts payment secrets. */
    settingsKey: SecretKey;
  }
}

export interface AppDeps {
  /** An open database (already migrated). Without it, buildApp opens one from config and closes it on close. */
  database?: DatabaseHandle;
  /** Extra API plugins, registered under /api after the built-in modules (tests, feature modules). */
  apiModules?: FastifyPluginAsync[];
  csp?: CspAdditions;
  /** Override the demo illustrations folder (tests). */
  demoAssetsDir?: string;
  /** The realtime bus. Default: createEventBus(config, db), owned and closed by the app. */
  events?: EventBus;
  /** Server-sent events options (tests shorten the heartbeat). */
  sse?: SseOptions;
  /** Where the log goes (tests read it). Default: stdout. */
  logStream?: { write(line: string): void };
  /** The platform's default payment gateway. Default: createPaymentGateway(config.payments, …). */
  paymentGateway?: PaymentGateway;
  /** The key of the restaurants' payment secrets. Default: loadSettingsKey(config). */
  settingsKey?: SecretKey;
  /** Write limits other than ABUSE_LIMITS (tests that place many orders from one address). */
  abuseLimits?: Partial<Record<AbuseLimitName, WindowLimit>>;
  /** Web Push's keys and endpoint rule. Default: loadPushSettings(config) (DATA_DIR/vapid.json outside production). */
  push?: PushSettings;
  /**
   * How long cached hot reads stay fresh without an event (default MENU_RECHECK_MS, TABLE_ORDERS_MAX_AGE_MS).
   * Tests lengthen them to show that the bus alone invalidates across instances.
   */
  hotReads?: { menuMaxAgeMs?: number; tableOrdersMaxAgeMs?: number };
  /** How long a sign-in waits in line for its password hash before a 503 (default HASHING_MAX_WAIT_MS). */
  hashingMaxWaitMs?: number;
}

/** Builds the whole HTTP app without listening: plugins, error handling, API modules, the SPA. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const headers = securityHeaders(deps.csp);
  const fastReads = new FastReads(headers.api);
  const app = Fastify({
    serverFactory: fastReads.serverFactory,
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Our own ids only: a client-chosen id could forge log lines.
    genReqId: () => randomUUID(),
    // req.log is made on its first line: most requests write none (request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
    requestIdHeader: false,
    // A malformed or over-long URL: our error shape, never Fastify's body echoing the URL back.
    frameworkErrors: frameworkErrorReply,
    // A URL or headers over Node's 16 KiB, or bytes that are not HTTP: our error shape, not Fastify's.
    clientErrorHandler,
  });
  app.decorate('routeTable', trackRouteMethods(app));
  app.decorate('fastReads', fastReads);
  fastReads.attach(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON (and multipart, registered by the modules that take uploads) is accepted; text/plain -> 415.
  app.removeContentTypeParser('text/plain');

  const database =
    deps.database ??
    createDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: pgliteDirFor(config.dataDir) });
  app.decorate('db', database.db);
  database.onIdleConnectionLost((err) =>
    app.log.warn(
      { err },
      'a pooled PostgreSQL connection broke while idle; another opens when one is needed',
    ),
  );
  app.decorate('config', config);
  if (!deps.database) app.addHook('onClose', async () => database.close());
  const events = deps.events ?? createEventBus(config, database.db, { log: app.log });
  app.decorate('events', events);
  if (!deps.events) app.addHook('onClose', async () => events.close());
  const paymentGateway =
    deps.paymentGateway ??
    createPaymentGateway(config.payments, {
      db: database.db,
      publicUrl: config.publicUrl,
      log: app.log,
    });
  app.decorate('paymentGateway', paymentGateway);
  const settingsKey =
    deps.settingsKey ??
    loadSettingsKey({
      value: config.settingsEncryptionKey,
      nodeEnv: config.nodeEnv,
      dataDir: config.dataDir,
    });
  app.decorate('settingsKey', settingsKey);
  app.decorate('push', deps.push ?? loadPushSettings(config));
  app.decorate(
    'paymentGateways',
    createPaymentGateways({
      db: database.db,
      platform: paymentGateway,
      restaurantKeys: {
        key: settingsKey,
        moyasarBaseUrl: config.payments.baseUrl ?? MOYASAR_API,
        publicUrl: config.publicUrl,
      },
      log: app.log,
    }),
  );
  app.decorate('abuse', new AbuseGuard(deps.abuseLimits));
  app.decorate('orderProof', orderProofHook(database.db));

  // A callback hook, not an async one: it runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    // Staff answers carry personal data (phones, e-mails, orders): never kept by a browser or proxy.
    if (req.url.startsWith('/api/staff/')) reply.header('cache-control', 'no-store');
    done();
  });
  registerErrorHandler(app);
  await registerSecurity(
    app,
    headers,
    database.kind === 'postgres' ? pgRateLimitStore(database.db) : undefined,
  );
  await registerDemoAssets(app, deps.demoAssetsDir);
  await registerUploads(app, config.dataDir);
  // The sandbox's hosted page lives outside /api, like a gateway's own domain. Always there: a restaurant
  // may choose the sandbox whatever the platform's default is.
  await registerSandboxPages(app, {
    gateway: app.paymentGateways.sandbox,
    webDistDir: config.webDistDir,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(publicRestaurantRoutes);
      await api.register(tableRoutes);
      await api.register(tableMovesRoutes);
      await api.register(qrRotationRoutes);
      await api.register(menuRoutes, { maxAgeMs: deps.hotReads?.menuMaxAgeMs });
      await api.register(ordersRoutes, { tableOrdersMaxAgeMs: deps.hotReads?.tableOrdersMaxAgeMs });
      await api.register(couponsRoutes);
      await api.register(staffRoutes, { hashingMaxWaitMs: deps.hashingMaxWaitMs });
      await api.register(orderBoardRoutes);
      await api.register(kitchenRoutes);
      await api.register(kitchenStationsRoutes);
      await api.register(printersRoutes);
      await api.register(takeawayQueueRoutes);
      await api.register(waiterOrdersRoutes);
      await api.register(lineAdjustmentsRoutes);
      await api.register(realtimeRoutes, {
        ...(config.streamLimits ? { limits: { ...STREAM_LIMITS, ...config.streamLimits } } : {}),
        ...deps.sse,
      });
      await api.register(notificationRoutes);
      await api.register(staffMessagesRoutes);
      await api.register(outboxRoutes);
      await api.register(waiterCallsRoutes);
      await api.register(demoRequestsRoutes);
      await api.register(onboardingRoutes);
      await api.register(adminApplicationsRoutes);
      await api.register(ratingsRoutes);
      await api.register(invoicesRoutes);
      await api.register(paymentsRoutes);
      await api.register(paymentSettingsRoutes);
      await api.register(reportsRoutes);
      await api.register(dayCloseRoutes);
      await api.register(settingsRoutes);
      await api.register(platformAdminRoutes);
      await api.register(firstServiceRoutes);
      await api.register(pushRoutes);
      await api.register(zatcaRoutes);
      for (const module of deps.apiModules ?? []) await api.register(module);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config.webDistDir, app.routeTable.allowedMethods);
  return app;
}
