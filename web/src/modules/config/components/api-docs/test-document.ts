import type { OpenApiDocument } from './openapi';

/** A tiny OpenAPI document for the tests: two tags, a path parameter, query parameters, a JSON and a multipart body. */
export function tinyDocument(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: { title: 'Obra API', version: '2', description: 'The JSON API of Obra.' },
    tags: [
      { name: 'auth', description: 'Sign-in and the current user' },
      { name: 'projects', description: "The user's projects" },
    ],
    paths: {
      '/api/me': {
        get: { tags: ['auth'], operationId: 'get_me', summary: 'The signed-in user.\nWith the company.', responses: {} },
      },
      '/login': {
        post: { tags: ['auth'], operationId: 'login', summary: 'Signs in with a password.', responses: {} },
      },
      '/api/projects': {
        get: {
          tags: ['projects'],
          operationId: 'list_projects',
          summary: "The user's projects, paginated.",
          parameters: [
            { name: 'page', in: 'query', required: false, description: 'Page number.', schema: { type: 'integer', default: 1 } },
            { name: 'search', in: 'query', required: true, schema: { type: 'string' } },
          ],
          responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Page_ProjectOut' } } } } },
        },
        post: {
          tags: ['projects'],
          operationId: 'create_project',
          summary: 'Creates a project.',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ProjectIn' } } } },
          responses: {},
        },
      },
      '/api/projects/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        get: { tags: ['projects'], operationId: 'get_project', description: 'One project.\n\nWith its group.', responses: {} },
      },
      '/api/projects/{id}/logo': {
        put: {
          tags: ['projects'],
          operationId: 'upload_logo',
          summary: 'Uploads the logo.',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' }, note: { type: 'string' } } } } } },
          responses: {},
        },
      },
    },
    components: {
      schemas: {
        ProjectIn: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', example: 'Torre A' },
            floors: { type: ['integer', 'null'] },
            kind: { type: 'string', enum: ['building', 'houses'] },
            starts_on: { type: 'string', format: 'date' },
            group: { oneOf: [{ $ref: '#/components/schemas/NamedRef' }, { type: 'null' }] },
            tags: { type: 'array', items: { type: 'string' } },
          },
        },
        NamedRef: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } } },
        Page_ProjectOut: { type: 'object', properties: { data: { type: 'array', items: { $ref: '#/components/schemas/NamedRef' } } } },
        Unused: { type: 'string' },
      },
    },
  };
}
