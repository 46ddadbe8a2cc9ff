import { describe, expect, it } from 'vitest';
import { filterDocument, firstLine, groupsOf, operationsOf } from './openapi';
import { tinyDocument } from './test-document';

describe('OpenAPI helpers', () => {
  it('groups the operations by tag in the order the document declares them, each titled by its first line', () => {
    const groups = groupsOf(tinyDocument());
    expect(groups.map((group) => group.tag)).toEqual(['auth', 'projects']);
    expect(groups[0]?.operations.map((entry) => [entry.id, entry.summary])).toEqual([['get_me', 'The signed-in user.'], ['login', 'Signs in with a password.']]);
    expect(groups[1]?.operations.map((entry) => `${entry.method} ${entry.path} ${entry.summary}`)).toEqual([
      "get /api/projects The user's projects, paginated.",
      'post /api/projects Creates a project.',
      'get /api/projects/{id} One project.',
      'put /api/projects/{id}/logo Uploads the logo.',
    ]);
  });

  it("merges the path item's parameters into each operation's", () => {
    const project = operationsOf(tinyDocument()).find((entry) => entry.id === 'get_project');
    expect(project?.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['path:id']);
  });

  it('cuts the document down to one operation or one tag, with only the components they reach', () => {
    const one = filterDocument(tinyDocument(), 'projects', 'list_projects');
    expect(Object.keys(one.paths)).toEqual(['/api/projects']);
    expect(Object.keys(one.paths['/api/projects'] ?? {})).toEqual(['get']);
    expect(one.tags?.map((tag) => tag.name)).toEqual(['projects']);
    expect(Object.keys(one.components?.schemas ?? {}).sort()).toEqual(['NamedRef', 'Page_ProjectOut']);

    const tag = filterDocument(tinyDocument(), 'projects', 'all');
    expect(Object.keys(tag.paths)).toEqual(['/api/projects', '/api/projects/{id}', '/api/projects/{id}/logo']);
    expect(tag.paths['/api/projects/{id}']?.parameters).toHaveLength(1);
    expect(Object.keys(tag.components?.schemas ?? {})).not.toContain('Unused');

    expect(Object.keys(filterDocument(tinyDocument(), 'projects', 'nope').paths)).toEqual([]);
  });

  it('takes the first non-empty line', () => {
    expect(firstLine('\n  Hola.\nMundo')).toBe('Hola.');
    expect(firstLine(undefined)).toBe('');
  });
});
