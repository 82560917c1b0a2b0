import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../../i18n/console-locales';
import { i18n } from '../../../../i18n/i18n';
import { TicketLine } from './ticket-line';

// A voided line on the kitchen's display (issue 29 item 5): the units left to make, its mark; voided whole, struck through.

const line = (quantity: number, voided: number) => ({
  index: 0,
  itemId: 5,
  name: 'Lamb kabsa',
  nameAr: 'كبسة لحم',
  quantity,
  options: [],
  specialInstructions: '',
  bumpedAt: null,
  stationId: null,
  voided,
});

beforeAll(async () => {
  await i18n.loadNamespaces(['kitchen', 'lineAdjustments']);
});

describe('a voided line on the kitchen display', () => {
  it('counts only the units left to make and says how many were voided', () => {
    render(
      <ul>
        <TicketLine line={line(3, 1)} station={null} canBump={false} onToggle={() => undefined} />
      </ul>,
    );
    expect(screen.getByText('2×')).toBeInTheDocument();
    expect(screen.getByText('Voided: 1')).toBeInTheDocument();
    expect(screen.getByText('Lamb kabsa').closest('.line-through')).toBeNull();
  });

  it('strikes a line voided whole through with its mark', () => {
    render(
      <ul>
        <TicketLine line={line(2, 2)} station={null} canBump={false} onToggle={() => undefined} />
      </ul>,
    );
    expect(screen.getByText('Voided')).toBeInTheDocument();
    expect(screen.getByText('Lamb kabsa').closest('.line-through')).not.toBeNull();
  });
});
