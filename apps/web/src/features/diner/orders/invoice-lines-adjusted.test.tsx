import type { OrderSummary } from '@sufra/domain/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderSummary } from '../../../test/order-fixtures';
import { InvoiceLines } from './invoice-lines';

// The diner's bill after a void and a comp (issue 29 item 5): the comped unit "On the house", the voided line
// struck through, the amounts the server sent.

const base = orderSummary() as unknown as OrderSummary;
const kabsa = base.items[0] as OrderSummary['items'][number];
const order: OrderSummary = {
  ...base,
  items: [
    { ...kabsa, comped: 1, lineTotal: 4800 },
    {
      ...kabsa,
      index: 1,
      name: 'Mint lemonade',
      nameAr: 'ليمون بالنعناع',
      quantity: 1,
      options: [],
      voided: 1,
      lineTotal: 0,
    },
  ],
};

describe('the bill of an order with a void and a comp', () => {
  it('says what is on the house and strikes what was voided', () => {
    render(<InvoiceLines order={order} />);
    expect(screen.getByText('On the house: 1')).toBeInTheDocument();
    expect(screen.getByText('Voided: 1')).toBeInTheDocument();
    expect(screen.getByText('1 × Mint lemonade')).toHaveClass('line-through');
    expect(screen.getByText('2 × Chicken Kabsa')).not.toHaveClass('line-through');
  });
});
