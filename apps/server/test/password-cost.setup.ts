import { setPasswordCostForTests } from '../src/platform/auth/password';

// New password hashes at a test cost (platform/auth/password.ts): sign-ins were a large share of each
// server pass. Tests that need OWASP's cost (the hashing queue's) set it themselves; the scripts and
// servers the tests start as processes of their own hash at OWASP's cost, as in production.
setPasswordCostForTests('tests');
