// The platform's report calls for /staff/reports: the three reports, and one as CSV.
import 'server-only';
import { reportsSchema, type ReportName } from '@/contract';
import { callPlatform, callPlatformStream } from './client';

export const readReports = (accessToken: string) => callPlatform('/staff/reports', reportsSchema, { accessToken });

export const exportReport = (accessToken: string, report: ReportName) =>
  callPlatformStream(`/staff/reports/${report}/export`, { accessToken });
