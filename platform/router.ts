// The router every route group registers its endpoints on, made by one factory that the app and the route files
// both import, so no route file imports the app that imports it.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { problemResponse } from './http/problem-response';

// zod failures name the offending input: query and path parameters are a 400, bodies a 422.
const validationHook: Hook<unknown, Env, string, unknown> = (result) => {
  if (result.success) return;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || result.target;
    (errors[key] ??= []).push(issue.message);
  }
  const isBody = result.target === 'json' || result.target === 'form';
  const names = Object.keys(errors).join(', ');
  return problemResponse({
    type: 'about:blank',
    title: isBody ? 'Unprocessable Content' : 'Bad Request',
    status: isBody ? 422 : 400,
    detail: `Invalid ${result.target} ${isBody ? 'field' : 'parameter'}${Object.keys(errors).length > 1 ? 's' : ''}: ${names}`,
    errors,
  });
};

/** A router whose request validation answers with the platform's problem bodies. */
export const createRouter = () => new OpenAPIHono<Env>({ defaultHook: validationHook });

/** What each route group registers its endpoints on. */
export type PlatformRouter = ReturnType<typeof createRouter>;
