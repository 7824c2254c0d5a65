// The service's own published API description (the public docs repository's admin-openapi.json for
// the agent job paths, openapi.json for the automation trigger; the parts the action calls,
// vendored under __fixtures__/mintlify-openapi/ with their source and date) as the judge of the
// service emulator: an answer is right when the operation its method and path name documents its
// status code and the JSON fits that status's schema, or when a named known difference below says
// why the emulator answers otherwise (and then the body is the service's JSON error format).
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

type Json = Record<string, unknown>;

interface Operation {
  summary: string;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses: Record<string, Json>;
}

interface Description {
  'x-vendored': { repository: string; file: string; commit: string; date: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
}

// ajv-formats is CommonJS with a default export; under NodeNext it arrives as the module object.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

const FILES = ['admin-openapi.json', 'openapi.json'] as const;

interface Template {
  /** The path as the emulator serves it: the server's path (`/v1` for openapi.json) and the template. */
  path: string;
  document: Description;
  documentId: string;
  /** The template as the document writes it, e.g. `/workflow/{projectId}/{workflowSchemaId}/trigger`. */
  template: string;
  pattern: RegExp;
}

let loaded: { ajv: Ajv; templates: Template[]; documents: Description[] } | undefined;

function load(): NonNullable<typeof loaded> {
  if (loaded) return loaded;
  // OpenAPI 3.0 schemas: `nullable`, `example` and x- keywords are not JSON Schema, so not strict.
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  const documents: Description[] = [];
  const templates: Template[] = [];
  for (const file of FILES) {
    const url = new URL(`./mintlify-openapi/${file}`, import.meta.url);
    const document = JSON.parse(readFileSync(url, 'utf8')) as Description;
    const documentId = `https://mintlify.invalid/${file}`;
    ajv.addSchema(document as unknown as Json, documentId);
    documents.push(document);
    const prefix = new URL(document.servers[0]?.url ?? 'https://x/').pathname.replace(/\/$/, '');
    for (const template of Object.keys(document.paths)) {
      const source = template
        .split(/(\{[^}]+\})/)
        .map((part) =>
          /^\{[^}]+\}$/.test(part) ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
        )
        .join('');
      templates.push({
        path: `${prefix}${template}`,
        document,
        documentId,
        template,
        pattern: new RegExp(`^${prefix.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}${source}$`),
      });
    }
  }
  loaded = { ajv, templates, documents };
  return loaded;
}

/** Where each vendored document came from, for a test to show and check. */
export function vendoredSources(): Array<Description['x-vendored']> {
  return load().documents.map((d) => d['x-vendored']);
}

/** Every operation the vendored parts hold, as `METHOD /served/path/{template}`. */
export function documentedOperations(): string[] {
  return load().templates.flatMap((t) =>
    Object.keys(t.document.paths[t.template] ?? {}).map((m) => `${m.toUpperCase()} ${t.path}`),
  );
}

interface FoundOperation {
  template: Template;
  method: string;
  operation: Operation;
}

/** The documented operation for a request path (as served, query ignored); throws when none is documented. */
function findOperation(method: string, rawPath: string): FoundOperation {
  const path = rawPath.replace(/[?#].*$/, '');
  const verb = method.toLowerCase();
  const template = load().templates.find(
    (t) => t.pattern.test(path) && t.document.paths[t.template]?.[verb],
  );
  if (!template) {
    throw new Error(`the service's description has no operation ${method.toUpperCase()} ${path}`);
  }
  const operation = template.document.paths[template.template]?.[verb] as Operation;
  return { template, method: verb, operation };
}

/**
 * Answers the emulator gives that the published description does not document, each with the
 * reason it is right to give them (the service's known behaviour beyond its description, or a
 * stand-in for a failing network). Each one's body must still be the service's JSON error
 * format `{"error": "..."}`, unless `anyBody` says a gateway may have written it.
 */
export interface KnownDifference {
  readonly name: string;
  readonly reason: string;
  /** `METHOD /served/path/{template}`; absent: every operation. */
  readonly operations?: readonly string[];
  readonly statuses: (status: number) => boolean;
  readonly anyBody?: boolean;
}

export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  {
    name: 'authentication',
    reason:
      'Every operation takes a bearer admin key, but none documents 401 or 403. The service answers 401 for a wrong or expired key and 403 for a key without the scope or an IP off the allowlist.',
    statuses: (s) => s === 401 || s === 403,
  },
  {
    name: 'project not found on create',
    reason:
      'Create documents no 404, but the service answers 404 when the project does not exist for the key (project or job not found).',
    operations: ['POST /v2/agent/{projectId}/job'],
    statuses: (s) => s === 404,
  },
  {
    name: 'rate limit on the trigger',
    reason:
      "The trigger documents no 429. The service rate-limits its API (429, with or without Retry-After), each automation run costs credits like a job, and the action's retry rule for a 429 must be tested on the trigger too.",
    operations: ['POST /v1/workflow/{projectId}/{workflowSchemaId}/trigger'],
    statuses: (s) => s === 429,
  },
  {
    name: 'request too large',
    reason:
      'No operation documents 413. The emulator refuses bodies over 1 MiB, as a gateway in front of the service may; the service itself documents no prompt limit.',
    statuses: (s) => s === 413,
  },
  {
    name: 'server errors',
    reason:
      'No operation documents a 5xx. The emulator answers one only when a test injects it, standing in for a failing service or a gateway in between, which may answer with HTML or nothing.',
    statuses: (s) => s >= 500 && s <= 599,
    anyBody: true,
  },
];

function differenceFor(found: FoundOperation, status: number): KnownDifference | undefined {
  const operation = `${found.method.toUpperCase()} ${found.template.path}`;
  return KNOWN_DIFFERENCES.find(
    (d) => d.statuses(status) && (!d.operations || d.operations.includes(operation)),
  );
}

const pointer = (...keys: string[]): string =>
  keys.map((k) => k.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function schemaValidator(found: FoundOperation, at: string[], object: unknown): ValidateFunction {
  const { ajv } = load();
  const ref = (object as { $ref?: unknown }).$ref;
  const place =
    typeof ref === 'string'
      ? ref.replace(/^#\//, '')
      : pointer('paths', found.template.template, found.method, ...at);
  const schemaRef = `${found.template.documentId}#/${place}/content/application~1json/schema`;
  return ajv.getSchema(schemaRef) ?? ajv.compile({ $ref: schemaRef });
}

function explain(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`)
    .join('; ');
}

function parseJson(body: unknown, name: string): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new Error(`${name}: the body is not JSON: ${body.slice(0, 80)}`);
  }
}

/** The service's error format, which every known difference but `anyBody` must keep. */
function isErrorBody(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}

/**
 * Checks an answer against the description: the operation documents `status` and the body fits
 * that status's JSON schema, or a known difference covers it. Returns the difference's name when
 * one did (undefined when the description documents the answer); throws a readable error otherwise.
 */
export function validateResponse(
  method: string,
  path: string,
  status: number,
  body: unknown,
): string | undefined {
  const found = findOperation(method, path);
  const name = `${method.toUpperCase()} ${found.template.path} (${found.operation.summary})`;
  const raw = found.operation.responses[String(status)];
  if (!raw) {
    const difference = differenceFor(found, status);
    if (!difference) {
      const documented = Object.keys(found.operation.responses).join(', ');
      throw new Error(`${name} answered ${status}; the service documents only ${documented}`);
    }
    if (!difference.anyBody && !isErrorBody(parseJson(body, name))) {
      throw new Error(`${name} answered ${status} without the {"error": "..."} body`);
    }
    return difference.name;
  }
  const validate = schemaValidator(found, ['responses', String(status)], raw);
  if (!validate(parseJson(body, name))) {
    throw new Error(`${name} answered ${status} off its schema: ${explain(validate)}`);
  }
  return undefined;
}

/** Checks a request: the operation exists, and its JSON body (if the operation takes one) fits. */
export function validateRequest(method: string, path: string, body: string): void {
  const found = findOperation(method, path);
  const name = `${method.toUpperCase()} ${found.template.path} (${found.operation.summary})`;
  const requestBody = found.operation.requestBody;
  if (!requestBody) {
    if (body !== '') throw new Error(`${name} takes no request body, but one was sent`);
    return;
  }
  if (body === '') {
    if (requestBody.required) throw new Error(`${name} needs a request body; none was sent`);
    return;
  }
  const validate = schemaValidator(found, ['requestBody'], requestBody);
  if (!validate(parseJson(body, name))) {
    throw new Error(`${name}: the request body is off its schema: ${explain(validate)}`);
  }
}

/**
 * Every recorded request (the emulator's `requests`) follows the service's description: a
 * documented operation and a body it takes. Throws one error listing each request that does not.
 */
export function expectRequestsFollowServiceApi(
  requests: ReadonlyArray<{ method: string; path: string; body: string }>,
): void {
  const problems: string[] = [];
  for (const request of requests) {
    try {
      validateRequest(request.method, request.path, request.body);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) {
    throw new Error(`requests the service's description does not take:\n${problems.join('\n')}`);
  }
}
