// The platform's scholarship-per-semester calls, for the /staff/scholarships page and its action.
import 'server-only';
import { z } from 'zod';
import { semesterScholarshipSchema, type SemesterScholarshipRequest } from '@/contract';
import { callPlatform } from './client';

const listSchema = z.object({ items: z.array(semesterScholarshipSchema), total: z.number().int() });

export const listSemesterScholarships = (accessToken: string) =>
  callPlatform('/staff/scholarships', listSchema, { accessToken });

export const coverSemester = (accessToken: string, request: SemesterScholarshipRequest) =>
  callPlatform('/staff/scholarships', semesterScholarshipSchema, { method: 'POST', accessToken, body: request });
