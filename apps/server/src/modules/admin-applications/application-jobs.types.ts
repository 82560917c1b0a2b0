/** Outbox jobs of the applications' review (issue 13): the applicant's mail after a decision. */
export const APPLICATION_REVIEW_MAIL_JOB = 'mail.application_review';

declare module '../../platform/jobs/job-registry' {
  interface JobPayloads {
    /** The decision is its status-history row (its status and the admin's message). */
    [APPLICATION_REVIEW_MAIL_JOB]: { applicationId: number; historyId: number };
  }
}
