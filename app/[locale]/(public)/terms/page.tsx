// GET /terms (and /ur/terms) – the terms of use with the refund policy (site content 'terms', editable in the platform).
import { siteContentRoute } from '@/components/content/site-content-route';

export const revalidate = 300;

const route = siteContentRoute({ key: 'terms', path: '/terms' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
