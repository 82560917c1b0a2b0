// The hook lives in shared/: the split screens quote their shares too (features do not import each other).
export { useQuote } from '../../../shared/use-payment-quote';
