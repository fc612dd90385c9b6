import { useDocumentTitle } from '@/lib/document-title';
import { useLandingTexts } from '../api/get-landing-figures';
import { Audience } from './audience';
import { Brokers } from './brokers';
import { Cashback } from './cashback';
import { Custody } from './custody';
import { FinalCta } from './final-cta';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Testimonials } from './testimonials';
import { Trust } from './trust';

/** docs/product.md §2 "Landing page": the sections in its order. */
export function LandingPage() {
  useDocumentTitle();
  const texts = useLandingTexts();
  return (
    <>
      <Hero texts={texts} />
      <HowItWorks />
      <Audience />
      <Trust />
      <Cashback texts={texts} />
      <Testimonials />
      <Brokers />
      <Custody />
      <FinalCta />
    </>
  );
}
