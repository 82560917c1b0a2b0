import { fatooraPort, startFatoora } from './fatoora';
import { smtpPort, startMailInbox } from './mail-inbox';

/**
 * Before any journey: the test SMTP server the app's mail goes to and the imitation of ZATCA's Fatoora API
 * it onboards and reports with (both stopped after the run).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_PORT ?? 3210);
  const stopMail = await startMailInbox(smtpPort(port));
  const stopFatoora = await startFatoora(fatooraPort(port));
  return async () => {
    await stopFatoora();
    await stopMail();
  };
}
