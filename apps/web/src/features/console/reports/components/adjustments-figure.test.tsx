import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../../i18n/console-locales';
import { i18n } from '../../../../i18n/i18n';
import { AdjustmentsFigure } from './adjustments-figure';

// The owner's report of a period: its approved voids and comps (issue 29 item 5), counted and summed.

beforeAll(async () => {
  await i18n.loadNamespaces(['reports', 'lineAdjustments']);
});

describe('voids and comps in the report', () => {
  it('shows how many, their units and what they took off the bills', () => {
    render(
      <AdjustmentsFigure
        adjustments={{
          voids: { count: 2, units: 3, amount: 3_600 },
          comps: { count: 1, units: 1, amount: 2_600 },
        }}
      />,
    );
    const section = within(screen.getByRole('region', { name: 'Voids and comps' }));
    const rows = section.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['KindApprovedUnitsTaken off the bills', 'Voids23SAR 36.00', 'Comps11SAR 26.00']);
  });
});
