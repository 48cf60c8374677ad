// Small helpers for the catalogue's HTTP tests: fetch, check the status and content type, parse.
import type { z } from 'zod';
import { problemSchema, type Problem } from '@/contract';
import type { TestPlatform } from '../../test/test-platform';

export async function getJson<S extends z.ZodType>(
  platform: TestPlatform,
  path: string,
  schema: S,
): Promise<z.infer<S>> {
  const response = await platform.request(path);
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return schema.parse(body);
}

export async function getProblem(platform: TestPlatform, path: string, status: number): Promise<Problem> {
  const response = await platform.request(path);
  expect({ path, status: response.status }).toEqual({ path, status });
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  return problemSchema.parse(await response.json());
}
