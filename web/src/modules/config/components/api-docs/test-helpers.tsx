import { vi } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import ConfigModule from '../../routes/config-module';
import { tinyDocument } from './test-document';

/** jsdom lays nothing out: every observed element reports `width` pixels, as the configuration column would. */
function columnWidth(width: number) {
  class SizedResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, borderBoxSize: [{ inlineSize: width, blockSize: 600 }], contentRect: { x: 0, y: 0, width, height: 600, top: 0, left: 0, bottom: 600, right: width } };
      this.callback([entry as unknown as ResizeObserverEntry], this);
    }
    unobserve() {
      return undefined;
    }
    disconnect() {
      return undefined;
    }
  }
  vi.stubGlobal('ResizeObserver', SizedResizeObserver);
}

const notFound = () => json({ message: 'No encontrado', code: 'not_found', errors: {} }, 404);

/**
 * Renders /config at `path` for a user with an active project, in a configuration column `width` pixels wide; the
 * server answers the OpenAPI document with the tiny test document and anything else with `other` (404 by default).
 */
export function renderApiDocs(path: string, { other = notFound, width = 1000 }: { other?: (call: RecordedCall) => Response; width?: number } = {}) {
  columnWidth(width);
  const stub = stubFetch((call) => (new URL(call.url, 'http://obra.test').pathname === '/api/openapi.json' ? json(tinyDocument()) : other(call)));
  return { ...stub, ...renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path, me: testMe() }) };
}
