import { describe, expect, it } from 'vitest';
import { exampleOf, POSTMAN_SCHEMA, toPostmanCollection } from './postman';
import { tinyDocument } from './test-document';

const collection = () => toPostmanCollection(tinyDocument(), { origin: 'https://obra.test', apiPrefix: '/api' });

function request(name: string) {
  const found = collection().item.flatMap((folder) => folder.item).find((item) => item.name === name);
  if (!found) throw new Error(`no request ${name}`);
  return found.request;
}

describe('OpenAPI → Postman Collection v2.1', () => {
  it('has the v2.1 schema, the base URL and API key variables, and bearer authentication for every request', () => {
    const result = collection();
    expect(result.variable.find((variable) => variable.key === 'baseUrl')?.value).toBe('https://obra.test/api');
    expect(result.info).toEqual({ name: 'Obra API', description: 'The JSON API of Obra.', schema: POSTMAN_SCHEMA });
    expect(result.auth).toEqual({ type: 'bearer', bearer: [{ key: 'token', value: '{{apiKey}}', type: 'string' }] });
  });

  it('makes one folder per tag and one request per operation', () => {
    const result = collection();
    expect(result.item.map((folder) => [folder.name, folder.item.length])).toEqual([
      ['auth', 2],
      ['projects', 4],
    ]);
    expect(result.item[1]?.description).toBe("The user's projects");
  });

  it('writes the path after {{baseUrl}} without the /api prefix, with :param path variables', () => {
    const project = request('One project.');
    expect(project.method).toBe('GET');
    expect(project.url.raw).toBe('{{baseUrl}}/projects/:id');
    expect(project.url.host).toEqual(['{{baseUrl}}']);
    expect(project.url.path).toEqual(['projects', ':id']);
    expect(project.url.variable).toEqual([{ key: 'id', value: '', description: undefined }]);
    expect(project.description).toBe('One project.\n\nWith its group.');
  });

  it('hangs a path outside the API prefix from {{origin}}, a variable only such a document gets', () => {
    const login = request('Signs in with a password.');
    expect(login.url.raw).toBe('{{origin}}/login');
    expect(login.url.host).toEqual(['{{origin}}']);
    expect(collection().variable.map((variable) => variable.key)).toEqual(['baseUrl', 'origin', 'apiKey']);
    const doc = tinyDocument();
    delete doc.paths['/login'];
    expect(toPostmanCollection(doc, { origin: 'https://obra.test', apiPrefix: '/api' }).variable.map((variable) => variable.key)).toEqual(['baseUrl', 'apiKey']);
  });

  it('lists the query parameters, the optional ones disabled, and puts the required ones in the raw URL', () => {
    const list = request("The user's projects, paginated.");
    expect(list.url.query).toEqual([
      { key: 'page', value: '1', description: 'Page number.', disabled: true },
      { key: 'search', value: '', description: undefined, disabled: false },
    ]);
    expect(list.url.raw).toBe('{{baseUrl}}/projects?search=');
    expect(list.body).toBeUndefined();
  });

  it('gives a JSON body drawn from the schema, and form fields for a multipart one', () => {
    const create = request('Creates a project.');
    expect(create.header).toContainEqual({ key: 'Content-Type', value: 'application/json' });
    expect(create.body?.mode).toBe('raw');
    const raw = create.body?.mode === 'raw' ? (JSON.parse(create.body.raw) as unknown) : null;
    expect(raw).toEqual({
      name: 'Torre A',
      floors: 0,
      kind: 'building',
      starts_on: '2025-01-31',
      group: { id: '00000000-0000-0000-0000-000000000000', name: '' },
      tags: [''],
    });
    const upload = request('Uploads the logo.');
    expect(upload.body).toEqual({ mode: 'formdata', formdata: [{ key: 'file', value: '', type: 'file' }, { key: 'note', value: '', type: 'text' }] });
  });

  it('stops at a schema it cannot follow and keeps the whole result JSON', () => {
    const doc = tinyDocument();
    expect(exampleOf(doc, { $ref: '#/components/schemas/Missing' })).toBeUndefined();
    expect(exampleOf(doc, { allOf: [{ type: 'object', properties: { a: { type: 'boolean' } } }, { type: 'object', properties: { b: { type: 'number' } } }] })).toEqual({ a: false, b: 0 });
    expect(() => JSON.parse(JSON.stringify(collection())) as unknown).not.toThrow();
  });
});
