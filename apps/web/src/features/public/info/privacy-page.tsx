import { InfoArticle } from './components/info-article';

/** The numbers in 'retention' and 'rights' (7 years, 2 years, 30 days, 48 hours) are spec section 9. */
const SECTIONS = [
  'collect',
  'payments',
  'use',
  'sharing',
  'retention',
  'rights',
  'security',
  'storage',
  'changes',
  'contact',
] as const;

export default function PrivacyPage() {
  return <InfoArticle page="privacy" sections={SECTIONS} isLegal />;
}
