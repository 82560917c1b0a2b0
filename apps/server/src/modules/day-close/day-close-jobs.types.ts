import type { Language } from '@sufra/domain';
import type { DAY_CLOSE_MAIL_JOB } from '@sufra/domain/contracts';

declare module '../../platform/jobs/job-registry' {
  interface JobPayloads {
    /** A closed shift's report to the restaurant's owners, in the language of who closed it. */
    [DAY_CLOSE_MAIL_JOB]: { shiftId: number; language: Language };
  }
}
