import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useHistoryEntry } from '../../../shared/history-router';
import { DemoRequestSection } from './components/demo-request-section';
import { FaqSection } from './components/faq-section';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { PricingSection } from './components/pricing-section';
import { TestimonialsSection } from './components/testimonials-section';

export default function LandingPage() {
  const { t } = useTranslation('marketing');
  useScrollToHash();
  return (
    <>
      <title>{t('meta.title')}</title>
      <HeroSection />
      <FeaturesSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
      <DemoRequestSection />
    </>
  );
}

/** Nav links like /#pricing: the router changes the URL but leaves scrolling to us. */
function useScrollToHash() {
  const { hash, key } = useHistoryEntry();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-runs the scroll when the same link is clicked twice.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [hash, key]);
}
