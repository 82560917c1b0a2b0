import { halalas } from '@sufra/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { useStore } from '../../../shared/store';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { dinerAtTable, paymentServer } from '../../../test/payment-test-server';
import { renderApp, resetStore } from '../../../test/render';

// Issue 25 item 10: the even split's line counts the people the way each language does. In Arabic the
// counted noun agrees with its number (شخص واحد، شخصين، 3 أشخاص، 11 شخصًا), where it read "1 من 2 أشخاص".
const realFetch = globalThis.fetch;
let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  uninstall();
});

async function splitLineFor(totalPeople: number) {
  dinerAtTable();
  paymentServer();
  useStore.getState().startSplit({
    type: 'evenly',
    totalPeople,
    peopleYouPayFor: 1,
    totalBill: halalas(8640),
    yourShare: halalas(Math.floor(8640 / totalPeople)),
    pendingPaymentId: null,
    selectedItems: [],
  });
  renderApp('/payment-method');
  return (await screen.findByTestId('split-share')).textContent;
}

describe("the even split's people count", () => {
  it.each([
    [1, 'تقسيم بالتساوي: 1 من شخص واحد'],
    [2, 'تقسيم بالتساوي: 1 من شخصين'],
    [3, 'تقسيم بالتساوي: 1 من 3 أشخاص'],
    [11, 'تقسيم بالتساوي: 1 من 11 شخصًا'],
    [100, 'تقسيم بالتساوي: 1 من 100 شخص'],
  ])('in Arabic, %i at the table: "%s"', async (people, text) => {
    await changeLanguage('ar');
    expect(await splitLineFor(people)).toContain(text);
  });

  it.each([
    [1, 'Split evenly: 1 of 1 person'],
    [2, 'Split evenly: 1 of 2 people'],
    [11, 'Split evenly: 1 of 11 people'],
  ])('in English, %i at the table: "%s"', async (people, text) => {
    expect(await splitLineFor(people)).toContain(text);
  });
});
