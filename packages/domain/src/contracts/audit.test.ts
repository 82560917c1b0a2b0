import { describe, expect, it } from 'vitest';
import { ALL_AUDIT_ACTIONS, AUDIT_DETAIL_FIELDS } from './audit';

describe('the audit log’s closed lists', () => {
  it('names each action and each detail field once', () => {
    expect(new Set(ALL_AUDIT_ACTIONS).size).toBe(ALL_AUDIT_ACTIONS.length);
    expect(new Set(AUDIT_DETAIL_FIELDS).size).toBe(AUDIT_DETAIL_FIELDS.length);
  });
});
