import type { TipChoice } from '@sufra/domain';
import type { PaymentChoice } from '@sufra/domain/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../shared/api-client';
import { POLL_INTERVAL_MS } from '../../../shared/public-api';
import { useStore } from '../../../shared/store';
import { followTable } from '../../../shared/table-follow/follow-table';
import { useVisibleInterval } from '../../../shared/use-visible-interval';
import { tipInput } from './pay-request';
import { paymentApi, paymentKeys } from './payment-api';

/** How the diner pays the table's bill, as the screen holds it. */
export interface TableBillForm {
  mode: 'all' | 'evenly' | 'items' | 'custom';
  totalPeople: number;
  peopleYouPayFor: number;
  itemIndexes: number[];
  customAmount: string;
  tip: TipChoice;
}

/** WHAT is paid (the server computes how much, on the table's bill). */
function tableBillChoice(form: TableBillForm, hash: string): PaymentChoice {
  const tip = tipInput(form.tip);
  switch (form.mode) {
    case 'all':
      return { hash, mode: 'remaining', tip };
    case 'evenly':
      return {
        hash,
        mode: 'evenly',
        totalPeople: form.totalPeople,
        peopleYouPayFor: Math.min(form.peopleYouPayFor, form.totalPeople),
        tip,
      };
    case 'items':
      return { hash, mode: 'per_item', itemIndexes: form.itemIndexes, tip };
    case 'custom':
      return { hash, mode: 'custom', customAmount: form.customAmount, tip };
  }
}

/** The table's bill (polled while visible) and the server's quote for the current form. */
export function useTableBill(form: TableBillForm) {
  const { restaurantId, tableNumber, tableHash, orderType } = useStore((s) => s.session);
  const interval = useVisibleInterval(POLL_INTERVAL_MS);
  const table =
    orderType === 'table' && restaurantId !== null && tableNumber !== null && tableHash
      ? { restaurantId, tableNumber, hash: tableHash }
      : null;
  const key = paymentKeys.tableBill(restaurantId ?? 0, tableNumber ?? 0);
  const bill = useQuery({
    queryKey: key,
    queryFn: () => paymentApi.tableBill(table!.restaurantId, table!.tableNumber, table!.hash),
    enabled: !!table,
    refetchInterval: interval,
    staleTime: 0,
  });
  const hasOrders = (bill.data?.orders.length ?? 0) > 0;
  // An empty bill may be a table whose party staff moved, or whose bill joined another's: follow it.
  const isEmpty = bill.data !== undefined && !hasOrders;
  useEffect(() => {
    if (isEmpty) void followTable();
  }, [isEmpty]);
  const choice = table && hasOrders ? tableBillChoice(form, table.hash) : null;
  const quote = useQuery({
    queryKey: [...key, 'quote', choice, bill.dataUpdatedAt],
    queryFn: () => paymentApi.tableBillQuote(table!.restaurantId, table!.tableNumber, choice!),
    enabled: !!choice,
    retry: false,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const quoteError = quote.error instanceof ApiError && quote.error.status < 500 ? quote.error : null;
  return {
    table,
    bill,
    choice,
    quote: quote.isPlaceholderData ? undefined : quote.data,
    quoteError,
  };
}
