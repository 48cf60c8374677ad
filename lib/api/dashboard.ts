// The learner's dashboard in one platform call (GET /me/dashboard): personal, never cached across requests.
import 'server-only';
import { learnerDashboardSchema } from '@/contract';
import { callPlatform } from './client';

/** The learner, their enrolments, orders and identity verification; the platform verifies the token. */
export const getLearnerDashboard = (accessToken: string) =>
  callPlatform('/me/dashboard', learnerDashboardSchema, { accessToken });
