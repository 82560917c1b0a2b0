import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { createDatabase, pgliteDirFor } from './db/database';
import { buildDemoLinks } from './db/demo-links';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed-demo';
import { settlementFollowUp } from './flows/settle-payment.flow';
import { signingJobHandlers } from './flows/sign-documents.flow';
import { applicationJobHandlers } from './modules/admin-applications/application-mail';
import { dayCloseJobHandlers } from './modules/day-close';
import { invoiceJobHandlers } from './modules/invoices/invoice-mail';
import { startNotificationWorker } from './modules/notifications/notification-worker';
import { startPaymentSweeper } from './modules/payments/payment-sweeper';
import type { PaymentsContext } from './modules/payments/payments-context';
import {
  CREATE_ORDER_JOB,
  orderAfterPaymentJobHandlers,
} from './modules/payments/pending/order-after-payment.service';
import { paymentJobHandlers } from './modules/payments/refund-job';
import {
  PRINT_JOB,
  PRINT_RETRY_CAP_MS,
  printerAddressPolicy,
  printJobHandlers,
  printJobLane,
} from './modules/printers';
import { pushJobHandlers } from './modules/push/push-send';
import { hasPlatformAdmin } from './modules/staff/staff.repository';
import { staffJobHandlers } from './modules/staff/staff-mail';
import {
  REPORT_RETRY_CAP_MS,
  startZatcaAlertSweeper,
  ZATCA_REPORT_JOB,
  ZATCA_SIGN_JOB,
  zatcaAlertJobHandlers,
  zatcaReportingJobHandlers,
} from './modules/zatca';
import {
  demoLinksPath,
  removeServerFile,
  runningServer,
  writeServerFile,
} from './platform/runtime/server-file';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const usesPglite = !config.databaseUrl;
  if (usesPglite) {
    const other = runningServer(config.dataDir);
    if (other) {
      process.stderr.write(
        `Another Sufra server (pid ${other.pid}, ${other.publicUrl}) is using ${config.dataDir}.\n` +
          'The embedded database allows one process: stop it, or set DATA_DIR or DATABASE_URL.\n',
      );
      process.exit(1);
    }
    // Claimed before the database is opened: `npm run demo-links` during a first start's migration and
    // seeding waits for this server instead of opening the same files from a second process.
    writeServerFile(config.dataDir, { port: config.port, publicUrl: config.publicUrl, state: 'starting' });
  }

  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: pgliteDirFor(config.dataDir),
  });
  await migrateToLatest(database.db);
  const seeded = config.seedDemo ? (await seedDemoIfEmpty(database.db)).seeded : false;

  const app = await buildApp(config, { database });
  if (!app.push.vapid)
    app.log.warn('Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npm run vapid:generate)');
  const payments: PaymentsContext = {
    db: database.db,
    events: app.events,
    gateways: app.paymentGateways,
    log: app.log,
    followUp: settlementFollowUp,
  };
  const worker = config.notify.outboxWorker
    ? startNotificationWorker({
        db: database.db,
        config: config.notify,
        events: app.events,
        log: app.log,
        handlers: {
          ...invoiceJobHandlers({ db: database.db, config: config.notify }),
          ...dayCloseJobHandlers({ db: database.db, config: config.notify }),
          ...staffJobHandlers({ db: database.db, config: config.notify, publicUrl: config.publicUrl }),
          ...applicationJobHandlers({ db: database.db, config: config.notify, publicUrl: config.publicUrl }),
          ...paymentJobHandlers({ db: database.db, gateways: app.paymentGateways, log: app.log }),
          ...signingJobHandlers({ db: database.db, box: app.settingsKey }),
          ...zatcaReportingJobHandlers({
            db: database.db,
            box: app.settingsKey,
            zatca: config.zatca,
            log: app.log,
          }),
          ...zatcaAlertJobHandlers({ db: database.db, config: config.notify, publicUrl: config.publicUrl }),
          ...orderAfterPaymentJobHandlers(() => payments),
          ...printJobHandlers({
            db: database.db,
            events: app.events,
            addresses: printerAddressPolicy(config.printerNetworks),
          }),
          ...pushJobHandlers({
            db: database.db,
            vapid: app.push.vapid,
            production: app.push.production,
            extraHosts: app.push.extraHosts,
            log: app.log,
          }),
        },
        // A diner waits on these: after a crash mid-job, another worker takes them within seconds (two runs
        // of a signing job are safe: the EGS row's lock serialises them).
        leaseMsByType: { [CREATE_ORDER_JOB]: 15_000, [ZATCA_SIGN_JOB]: 15_000 },
        // ZATCA's 24 hours: a report keeps being tried at least this often, whatever the outage's length.
        // A kitchen printer back on prints what waited for it within PRINT_RETRY_CAP_MS.
        maxDelayMsByType: { [ZATCA_REPORT_JOB]: REPORT_RETRY_CAP_MS, [PRINT_JOB]: PRINT_RETRY_CAP_MS },
        laneOf: { [PRINT_JOB]: printJobLane },
      })
    : undefined;
  // Every instance may sweep: rows are claimed with SKIP LOCKED and every transition is conditional.
  const sweeper = startPaymentSweeper({ ctx: payments, ...config.paymentSweep });
  // Every instance may sweep too: documents and certificates are marked conditionally, each mailed once.
  const zatcaAlerts = startZatcaAlertSweeper({ db: database.db, log: app.log });
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await worker?.stop();
      await sweeper.stop();
      await zatcaAlerts.stop();
      await database.close();
      if (usesPglite) removeServerFile(config.dataDir);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });

  const links = await buildDemoLinks(database.db, config.publicUrl);
  if (links) {
    const json = JSON.stringify(links, null, 2);
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(demoLinksPath(config.dataDir), `${json}\n`);
    process.stdout.write(`\nDemo links${seeded ? ' (demo restaurant just seeded)' : ''}:\n${json}\n`);
  } else rmSync(demoLinksPath(config.dataDir), { force: true });
  // Ready once the links of THIS database are on disk (a stale file from another database is gone).
  if (usesPglite)
    writeServerFile(config.dataDir, { port: config.port, publicUrl: config.publicUrl, state: 'ready' });
  if (!(await hasPlatformAdmin(database.db))) {
    process.stdout.write(
      '\nNo platform admin yet: create one with  npm run admin:create -- --email you@example.com\n',
    );
  }
  process.stdout.write(`\nSufra is running at ${config.publicUrl}\n\n`);
}

main().catch((err: unknown) => {
  // A start that failed owns DATA_DIR no longer (its claim was written before the database was opened).
  const config = loadConfigOrExit();
  if (!config.databaseUrl && runningServer(config.dataDir) === null) removeServerFile(config.dataDir);
  process.stderr.write(
    `Sufra failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
