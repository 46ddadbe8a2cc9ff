/**
 * The API reference drawn by Scalar (docs/decisions.md, "API reference renderer"). This file is the only one that
 * imports it, and the reference page loads it with a dynamic import: Scalar's chunk is fetched on those routes only.
 * Everything that would reach another host is off: telemetry, the agent chat, MCP, the web fonts and the proxy.
 */
import { ApiReferenceReact, type AnyApiReferenceConfiguration } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { useMemo } from 'react';
import type { OpenApiDocument } from './openapi';
import classes from './reference-renderer.module.css';

export interface ReferenceRendererProps {
  /** The document already cut down to what the page shows. */
  document: OpenApiDocument;
  dark: boolean;
  /** Where the document's paths (`/api/...`) are served: the examples call this origin. */
  origin: string;
  /** The user's language (`es`, `pt-BR`): Scalar has its own Spanish and Portuguese labels. */
  locale: string;
  /** One operation: its tag's heading and list of operations are left out. */
  single: boolean;
}

export default function ReferenceRenderer({ document, dark, origin, locale, single }: ReferenceRendererProps) {
  const configuration = useMemo<AnyApiReferenceConfiguration>(
    () => ({
      content: document,
      servers: [{ url: origin }],
      localization: { locale },
      forceDarkModeState: dark ? 'dark' : 'light',
      hideDarkModeToggle: true,
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      showSidebar: false,
      hideClientButton: true,
      hideTestRequestButton: true,
      hideSearch: true,
      hideModels: true,
      documentDownloadType: 'none',
      defaultOpenAllTags: true,
      expandAllResponses: true,
      showDeveloperTools: 'never',
      showToolbar: 'never',
      defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
    }),
    [document, dark, origin, locale],
  );
  return (
    <div className={single ? `${classes.root} ${classes.single}` : classes.root} data-testid="api-reference-renderer">
      <ApiReferenceReact configuration={configuration} />
    </div>
  );
}
