import { InfoArticle } from './components/info-article';

const SECTIONS = [
  'service',
  'restaurants',
  'guests',
  'payments',
  'plans',
  'acceptableUse',
  'availability',
  'liability',
  'law',
  'contact',
] as const;

export default function TermsPage() {
  return <InfoArticle page="terms" sections={SECTIONS} isLegal />;
}
