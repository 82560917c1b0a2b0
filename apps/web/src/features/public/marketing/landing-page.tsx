import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useHistoryEntry } from '../../../shared/history-router';
import { DemoRequestSection } from './components/demo-request-section';
import { FaqSection } from './components/faq-section';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { PricingSection } from './components/pricing-section';
import { TestimonialsSection } from './components/testimonials-section';

/*
 * The sections below the hero (and the site's footer) are drawn when they come near the screen
 * (`content-visibility: auto`): a first visit lays out and paints one screen of a page seven phone screens
 * long, the largest task of its first load (docs/performance.md, session 29). Each keeps a height measured at
 * 390 px (and 1280 px, `lg:`) until it has been drawn once, so the scrollbar and a /#pricing jump land
 * about right; after that the browser remembers the real one (`auto`).
 */
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
