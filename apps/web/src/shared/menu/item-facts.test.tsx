import type { MenuItem } from '@sufra/domain/contracts';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ItemFacts } from './item-facts';

const withCalories = (calories: number) =>
  ({ calories, caffeineLevel: 'none', isHighSalt: false }) as unknown as MenuItem;

/** Issue 8, item 11: "5 سعرة حرارية" broke Arabic number agreement; Intl.PluralRules picks the form. */
describe('ItemFacts calories', () => {
  it.each([
    [1, 'سعرة حرارية واحدة'],
    [2, 'سعرتان حراريتان'],
    [5, '5 سعرات حرارية'],
    [10, '10 سعرات حرارية'],
    [11, '11 سعرة حرارية'],
    [850, '850 سعرة حرارية'],
  ])('reads %i calories in Arabic as "%s"', async (calories, text) => {
    await i18n.changeLanguage('ar');
    const { container } = render(<ItemFacts item={withCalories(calories)} />);
    expect(container).toHaveTextContent(text);
  });

  it('reads them in English as kcal', () => {
    const { container } = render(<ItemFacts item={withCalories(5)} />);
    expect(container).toHaveTextContent('5 kcal');
  });
});
