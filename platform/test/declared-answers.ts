// Checks every answer a platform test receives against what openapi.json declares for that operation and status, so
// the document cannot drift from the code: an undeclared status, an undeclared media type or a JSON body that does
// not match its schema fails the test that received it. Requests the document has no operation for (an unknown
// path, a method the path does not take) are left to the test.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

interface MediaType {
  schema?: unknown;
}
interface Answer {
  $ref?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  responses: Record<string, Answer>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Answer> };
}

interface Template {
  path: string;
  pattern: RegExp;
  parameters: number;
}

const DOCUMENT_ID = 'openapi.json';
const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export function answerChecker(document: OpenApiDocument) {
  // The document's own dialect is JSON Schema 2020-12; examples and OpenAPI keywords are not validation keywords.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction>();

  // A literal segment wins over a parameter (/payments/return/{gateway} before /payments/{id}/check).
  const templates: Template[] = Object.keys(document.paths)
    .map((path) => ({
      path,
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      parameters: (path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.parameters - b.parameters);

  const operationFor = (method: string, pathname: string) => {
    const verb = method === 'HEAD' ? 'get' : method.toLowerCase();
    for (const template of templates) {
      const operation = document.paths[template.path]?.[verb];
      if (operation && template.pattern.test(pathname)) return { path: template.path, verb, operation };
    }
    return undefined;
  };

  const resolve = (answer: Answer): { answer: Answer; pointer?: string } => {
    const name = answer.$ref?.match(/^#\/components\/responses\/(.+)$/)?.[1];
    if (!answer.$ref) return { answer };
    const shared = name ? document.components?.responses?.[name] : undefined;
    if (!shared) throw new Error(`openapi.json refers to a missing response ${answer.$ref}`);
    return { answer: shared, pointer: `/components/responses/${escapePointer(name!)}` };
  };

  /** Throws, naming the operation, when `response` is not what the document declares for `method` on `url`. */
  return async function checkAnswer(method: string, url: URL, response: Response): Promise<void> {
    const found = operationFor(method, url.pathname);
    if (!found) return;
    const where = `${method} ${url.pathname} (${found.operation.operationId ?? found.path})`;
    const status = String(response.status);
    // 304 repeats a 200 that had a body: its status is the 200's, declared by the validator it answers.
    if (status === '304') return;
    const declared = found.operation.responses[status] ?? found.operation.responses.default;
    if (!declared)
      throw new Error(
        `${where} answered ${status}, which openapi.json does not declare (declared: ${Object.keys(found.operation.responses).join(', ')})`,
      );
    const { answer, pointer } = resolve(declared);
    const content = answer.content ?? {};
    const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim();
    if (Object.keys(content).length === 0 || method === 'HEAD') return;
    if (!mediaType || !(mediaType in content)) {
      throw new Error(
        `${where} answered ${status} as ${mediaType ?? 'no media type'}; openapi.json declares ${Object.keys(content).join(', ')}`,
      );
    }
    if (!mediaType.endsWith('json') || content[mediaType]?.schema === undefined) return;
    const schemaPointer = `${pointer ?? `/paths/${escapePointer(found.path)}/${found.verb}/responses/${status}`}/content/${escapePointer(mediaType)}/schema`;
    let validate = validators.get(schemaPointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${schemaPointer}` });
      validators.set(schemaPointer, validate);
    }
    const body: unknown = await response.clone().json();
    if (!validate(body)) {
      throw new Error(
        `${where} answered ${status} with a body openapi.json does not allow: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
  };
}
