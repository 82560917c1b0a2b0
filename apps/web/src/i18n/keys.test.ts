import { describe, expect, expectTypeOf, it } from 'vitest';
import { errorKey, type KeyOf, type QualifiedKey } from './keys';
import type { TFunction } from './use-translation';

// The checks that matter here are types: `npx tsc --noEmit -p apps/web` fails if a key below stops
// being accepted, or if a @ts-expect-error line stops being an error.
describe('typed translation keys', () => {
  it("accepts the locale files' keys, plural texts by their base and other namespaces prefixed", () => {
    expectTypeOf<'search.empty'>().toExtend<KeyOf<'menu'>>();
    expectTypeOf<'facts.calories'>().toExtend<KeyOf<'menu'>>();
    expectTypeOf<'common:actions.retry'>().toExtend<QualifiedKey>();
    expectTypeOf<'errors:PAYMENT_DECLINED'>().toExtend<QualifiedKey>();
  });

  it('refuses keys that do not exist', () => {
    const t: TFunction<'menu'> = (key) => String(key);
    // @ts-expect-error menu.json has no such key
    t('menu:nonexistent');
    // @ts-expect-error nor does the component's own namespace
    t('nonexistent');
    // @ts-expect-error a plural text is asked for by its base, with `count`
    t('facts.calories_one');
    expect(t('search.empty')).toBe('search.empty');
  });

  it('lets a code the server sent at run time through, for a text with a default', () => {
    expect(errorKey('SOME_NEW_CODE')).toBe('errors:SOME_NEW_CODE');
  });
});
