// The problem a service's refusal is answered with at the HTTP edge (the one map, platform/routes/problem-map.ts), for
// tests that call a service directly.
import type { Problem } from '@/contract';
import { refusalProblem } from '../routes/problem-map';
import { DomainError } from '../domain-errors';

export async function refusalOf(work: Promise<unknown>): Promise<Problem> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return refusalProblem(error);
    throw error;
  }
  throw new Error('expected a refusal');
}
