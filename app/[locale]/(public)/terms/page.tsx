// GET /terms – the terms of use with the refund policy (site content 'terms', editable in the platform).
import { siteContentRoute } from '@/components/content/site-content-route';

export const revalidate = 300;

const route = siteContentRoute({
  key: 'terms',
  path: '/terms',
  fallbackTitle: 'Terms of use and refund policy',
  description: 'The terms of enrolment, fees and refunds, scholarships and conduct at Learner Portal.',
  eyebrow: 'Terms',
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
