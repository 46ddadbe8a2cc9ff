import { describe, expect, it } from 'vitest';
import { isComplete, v1Url, v2Url } from './legacy-urls';
import { operationsOf } from './openapi';
import { tinyDocument } from './test-document';

const entry = (id: string) => {
  const found = operationsOf(tinyDocument()).find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('v1 and v2 addresses of a GET', () => {
  it('puts the path after /api in v1 and keeps the query parameters that have a value', () => {
    expect(v2Url('https://obra.test', entry('get_me'), {})).toBe('https://obra.test/api/me');
    expect(v1Url('https://obra.test', entry('get_me'), {})).toBe('https://obra.test/api/v1/api.php?path=/me');
    const values = { page: '2', search: 'torre & co' };
    expect(v2Url('https://obra.test', entry('list_projects'), values)).toBe('https://obra.test/api/projects?page=2&search=torre+%26+co');
    expect(v1Url('https://obra.test', entry('list_projects'), values)).toBe('https://obra.test/api/v1/api.php?path=/projects&page=2&search=torre+%26+co');
  });

  it('fills the path parameters, and is incomplete while one is empty', () => {
    const project = entry('get_project');
    expect(isComplete(project, {})).toBe(false);
    expect(v2Url('', project, {})).toBe('/api/projects/{id}');
    expect(isComplete(project, { id: 'a b' })).toBe(true);
    expect(v1Url('', project, { id: 'a b' })).toBe('/api/v1/api.php?path=/projects/a%2520b');
    expect(v2Url('', project, { id: 'a b' })).toBe('/api/projects/a%20b');
  });
});
