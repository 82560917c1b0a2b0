// Sufra sandbox hosted page: formatting, brand detection and early checks in the browser.
// The server repeats every check; this file only saves the diner a round trip. No inline scripts (CSP).
(() => {
  const form = document.getElementById('card-form');
  const applePay = document.getElementById('apple-pay');

  // Apple Pay only where the device says it can pay (Safari with a card in Wallet).
  try {
    if (applePay && window.ApplePaySession?.canMakePayments()) applePay.hidden = false;
  } catch {
    // Outside a secure context ApplePaySession throws: keep the button hidden.
  }
  if (!form) return;

  const d = form.dataset;
  const madaBins = new Set((d.madaBins || '').split(','));
  const $ = (id) => document.getElementById(id);
  const number = $('number');
  const expiry = $('expiry');
  const cvc = $('cvc');
  const name = $('name');
  const chip = $('brand');

  const digitsOf = (s) =>
    s
      .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x0660))
      .replace(/[\u06F0-\u06F9]/g, (c) => String(c.charCodeAt(0) - 0x06f0))
      .replace(/\D/g, '');

  // Same rules as sandbox/card.ts (mada first: its BINs sit inside the Visa and Mastercard ranges).
  const brandOf = (digits) => {
    if (digits.length < 6) return null;
    if (madaBins.has(digits.slice(0, 6))) return 'mada';
    if (digits[0] === '4') return 'visa';
    const two = Number(digits.slice(0, 2));
    const four = Number(digits.slice(0, 4));
    if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
    return null;
  };

  const luhn = (digits) => {
    if (digits.length < 12 || digits.length > 19) return false;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let x = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        x *= 2;
        if (x > 9) x -= 9;
      }
      sum += x;
    }
    return sum % 10 === 0;
  };

  const show = (input, message) => {
    const el = $(`${input.id}-error`);
    el.textContent = message || '';
    el.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };

  number.addEventListener('input', () => {
    const digits = digitsOf(number.value).slice(0, 19);
    number.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    const brand = brandOf(digits);
    chip.textContent = brand ? d[`brand${brand[0].toUpperCase()}${brand.slice(1)}`] : '';
    chip.dataset.brand = brand || '';
  });

  expiry.addEventListener('input', () => {
    const digits = digitsOf(expiry.value).slice(0, 4);
    expiry.value = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  });
  cvc.addEventListener('input', () => {
    cvc.value = digitsOf(cvc.value).slice(0, 3);
  });

  const check = () => {
    const digits = digitsOf(number.value);
    const numberError = !luhn(digits) ? d.errnumber : !brandOf(digits) ? d.errbrand : '';
    const exp = /^(\d{2})\/(\d{2})$/.exec(expiry.value);
    const now = new Date();
    let expiryError = '';
    if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12) expiryError = d.errexpiry;
    else if (
      (2000 + Number(exp[2])) * 12 + Number(exp[1]) - 1 <
      now.getUTCFullYear() * 12 + now.getUTCMonth()
    )
      expiryError = d.errexpired;
    const cvcError = /^\d{3}$/.test(cvc.value) ? '' : d.errcvc;
    const nameError = name.value.trim().split(/\s+/).filter(Boolean).length >= 2 ? '' : d.errname;
    show(number, numberError);
    show(expiry, expiryError);
    show(cvc, cvcError);
    show(name, nameError);
    return !(numberError || expiryError || cvcError || nameError);
  };

  let submitted = false;
  form.addEventListener('submit', (event) => {
    // One submit per page: a double tap must not send the card twice.
    if (submitted || !check()) {
      event.preventDefault();
      return;
    }
    submitted = true;
    form.querySelector('button[type=submit]').disabled = true;
  });
})();
