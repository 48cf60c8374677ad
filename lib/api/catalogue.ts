// Catalogue reads for the public pages.
import 'server-only';
import { listOf, programmeSummarySchema } from '@/contract';
import { callPlatform } from './client';

export const getProgrammes = () => callPlatform('/programmes', listOf(programmeSummarySchema), { query: { limit: 100 } });
