// GitHub's own REST API description (@octokit/openapi, the api.github.com document) as the judge
// of the GitHub fake and of the action's requests: an answer is right when the operation its
// method and path name documents its status code and the JSON fits that status's schema; a
// request is right when such an operation exists, its path parameters have the documented types
// and its JSON body fits the documented request body (GraphQL's `POST /graphql`, which the REST
// description leaves out, by a rule of its own).
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  schema?: { type?: string };
}

interface Operation {
  operationId: string;
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses: Record<string, Json>;
}

interface Description {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

const require = createRequire(import.meta.url);
// ajv-formats is CommonJS with a default export; under NodeNext it arrives as the module object.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

const DOCUMENT_ID = 'https://api.github.com/openapi.json';

let loaded: { description: Description; ajv: Ajv; templates: Template[] } | undefined;

interface Template {
  path: string;
  pattern: RegExp;
  names: string[];
}

function load(): NonNullable<typeof loaded> {
  if (loaded) return loaded;
  // The description with $refs kept (13 MB rather than 70 MB dereferenced): ajv resolves the
  // schema references against the document itself.
  const description = require('@octokit/openapi/generated/api.github.com.json') as Description;
  nullableWithoutType(description);
  // OpenAPI 3.0 schemas: `nullable`, `example` and x- keywords are not JSON Schema, so not strict.
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addSchema(description as unknown as Json, DOCUMENT_ID);
  const templates = Object.keys(description.paths).map((path) => {
    const names: string[] = [];
    const source = path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1];
        if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([^/]+)';
      })
      .join('');
    return { path, pattern: new RegExp(`^${source}$`), names };
  });
  loaded = { description, ajv, templates };
  return loaded;
}

/**
 * OpenAPI 3.0 lets `nullable` stand beside `$ref`, `anyOf` or `oneOf` with no `type` (the search
 * results' issue field values do); ajv refuses to compile that. Such a schema becomes "that, or
 * null", which is what the description means. Next to an `enum` (an issue's `state_reason`) ajv
 * refuses null unless the enum lists it: null joins the enum.
 */
function nullableWithoutType(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  for (const child of Object.values(node)) nullableWithoutType(child);
  const schema = node as Json;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum.push(null);
  }
  if (!('nullable' in schema) || 'type' in schema) return;
  const { nullable, ...rest } = schema;
  for (const key of Object.keys(schema)) delete schema[key];
  if (nullable === true) schema.anyOf = [rest, { type: 'null' }];
  else Object.assign(schema, rest);
}

const pointer = (...keys: string[]): string =>
  keys.map((k) => k.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** An object of the document, following a `$ref` to another place in it. */
function resolve<T>(value: T | { $ref: string }): T {
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string') return value as T;
  let node: unknown = load().description;
  for (const raw of ref.replace(/^#\//, '').split('/')) {
    node = (node as Json)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return resolve(node as T);
}

interface FoundOperation {
  /** The path template, e.g. `/repos/{owner}/{repo}/issues/comments/{comment_id}`. */
  template: string;
  method: string;
  operation: Operation;
  /** Path parameters by name, percent-decoded. */
  params: Record<string, string>;
}

/**
 * The operation for a request path (the fake's base path `/api/v3` of a GHES is stripped; a query
 * string is ignored). Throws when GitHub documents no such operation.
 */
function findOperation(method: string, rawPath: string): FoundOperation {
  const { description, templates } = load();
  const path = rawPath.replace(/[?#].*$/, '').replace(/^\/api\/v3(?=\/)/, '');
  const verb = method.toLowerCase();
  // The most literal template wins (`/issues/comments/{id}` over `/issues/{issue_number}/{x}`).
  const candidates = templates
    .filter((t) => t.pattern.test(path) && description.paths[t.path]?.[verb])
    .sort((a, b) => a.names.length - b.names.length);
  const template = candidates[0];
  if (!template) {
    throw new Error(`GitHub's REST API has no operation ${method.toUpperCase()} ${path}`);
  }
  const values = template.pattern.exec(path)?.slice(1) ?? [];
  const params = Object.fromEntries(
    template.names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]),
  );
  const operation = description.paths[template.path]?.[verb] as Operation;
  return { template: template.path, method: verb, operation, params };
}

/**
 * A validator for the JSON schema of a response or request body: `at` is that object's place in
 * the operation (e.g. `responses`, `404`), followed when the object is a `$ref` to components.
 */
function jsonSchemaValidator(
  found: FoundOperation,
  at: string[],
  object: unknown,
): ValidateFunction {
  const { ajv } = load();
  const ref = (object as { $ref?: unknown }).$ref;
  const place =
    typeof ref === 'string'
      ? ref.replace(/^#\//, '')
      : pointer('paths', found.template, found.method, ...at);
  const schemaRef = `${DOCUMENT_ID}#/${place}/content/application~1json/schema`;
  return ajv.getSchema(schemaRef) ?? ajv.compile({ $ref: schemaRef });
}

function explain(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`)
    .join('; ');
}

function parseJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  return JSON.parse(body) as unknown;
}

/**
 * Checks an answer against the description: the operation documents `status`, and the body (JSON
 * text or a parsed value) fits that status's `application/json` schema; a status documented
 * without content has an empty body. Throws a readable error otherwise.
 */
export function validateResponse(
  method: string,
  path: string,
  status: number,
  body: unknown,
): void {
  const found = findOperation(method, path);
  const name = `${method.toUpperCase()} ${found.template} (${found.operation.operationId})`;
  const documented = Object.keys(found.operation.responses);
  const raw = found.operation.responses[String(status)];
  if (!raw) {
    throw new Error(`${name} answered ${status}; GitHub documents only ${documented.join(', ')}`);
  }
  const response = resolve(raw);
  const content = response.content as Record<string, { schema?: unknown }> | undefined;
  if (!content?.['application/json']?.schema) {
    if (body !== '' && body !== undefined) {
      throw new Error(`${name} answered ${status} with a body; GitHub documents none`);
    }
    return;
  }
  const validate = jsonSchemaValidator(found, ['responses', String(status)], raw);
  if (!validate(parseJson(body))) {
    throw new Error(`${name} answered ${status} off its schema: ${explain(validate)}`);
  }
}

/** The keys of a GraphQL request's JSON body (Octokit's graphql() sends no others). */
const GRAPHQL_KEYS = ['query', 'variables', 'operationName'];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * GitHub's REST description does not document GraphQL (where a token asks who it is), so the
 * one GraphQL request is judged here: `POST /graphql` (as the GitHub fake records it in both
 * styles) passes when its JSON body has a string `query`, and optionally a `variables` object and
 * an `operationName`. Every other request still has to be a documented REST operation.
 */
function validateGraphqlRequest(body: unknown): void {
  let parsed: unknown;
  try {
    parsed = parseJson(body);
  } catch {
    parsed = undefined;
  }
  const ok =
    isObject(parsed) &&
    typeof parsed.query === 'string' &&
    (parsed.variables === undefined || isObject(parsed.variables)) &&
    (parsed.operationName === undefined || typeof parsed.operationName === 'string') &&
    Object.keys(parsed).every((key) => GRAPHQL_KEYS.includes(key));
  if (!ok) {
    throw new Error(
      `POST /graphql: the request body is not {"query": string, "variables"?: object, "operationName"?: string}: ${String(body).slice(0, 200)}`,
    );
  }
}

/**
 * Checks a request against the description: the operation exists, integer path parameters are
 * integers, and a JSON body fits the documented request body (a required body is present).
 */
export function validateRequest(method: string, path: string, body: unknown): void {
  if (method.toUpperCase() === 'POST' && path === '/graphql') {
    validateGraphqlRequest(body);
    return;
  }
  const found = findOperation(method, path);
  const name = `${method.toUpperCase()} ${found.template} (${found.operation.operationId})`;
  for (const parameter of (found.operation.parameters ?? []).map((p) => resolve(p))) {
    if (parameter.in !== 'path') continue;
    const value = found.params[parameter.name] ?? '';
    if (parameter.schema?.type === 'integer' && !/^\d+$/.test(value)) {
      throw new Error(`${name}: path parameter ${parameter.name} is ${value}, not an integer`);
    }
  }
  const empty = body === undefined || body === '';
  const requestBody = found.operation.requestBody
    ? resolve(found.operation.requestBody)
    : undefined;
  if (!requestBody) {
    if (!empty) throw new Error(`${name} takes no request body, but one was sent`);
    return;
  }
  if (empty) {
    if (requestBody.required) throw new Error(`${name} needs a request body; none was sent`);
    return;
  }
  if (!requestBody.content?.['application/json']?.schema) {
    throw new Error(`${name} documents no JSON request body`);
  }
  const validate = jsonSchemaValidator(found, ['requestBody'], found.operation.requestBody);
  if (!validate(parseJson(body))) {
    throw new Error(`${name}: the request body is off its schema: ${explain(validate)}`);
  }
}

/** A request as the GitHub fake records it. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: string;
}

/**
 * Every recorded request follows GitHub's REST API description (method, path, JSON body). Throws
 * one error listing each request that does not.
 */
export function expectRequestsFollowGitHubApi(requests: readonly RecordedRequest[]): void {
  const problems: string[] = [];
  for (const request of requests) {
    try {
      validateRequest(request.method, request.path, request.body);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) {
    throw new Error(`requests that GitHub's REST API does not take:\n${problems.join('\n')}`);
  }
}
