import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import ConfigModule from '../../routes/config-module';
import { tinyDocument } from './test-document';

/**
 * Renders /config at `path` for a user with an active project, the server answering the OpenAPI document with the
 * tiny test document and anything else with `other` (404 by default).
 */
export function renderApiDocs(path: string, other: (call: RecordedCall) => Response = () => json({ message: 'No encontrado', code: 'not_found', errors: {} }, 404)) {
  const stub = stubFetch((call) => (new URL(call.url, 'http://obra.test').pathname === '/api/openapi.json' ? json(tinyDocument()) : other(call)));
  return { ...stub, ...renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path, me: testMe() }) };
}
