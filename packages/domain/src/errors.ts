// The error catalogue, in three modules so the browser never loads both languages' texts for a code:
// the codes and statuses, the one error type (English text for logs), and both catalogues (the server's).
export * from './app-error';
export * from './error-codes';
export * from './error-messages';
