/**
 * PLACEHOLDER — replaced by `npm run gen:api` (openapi-typescript ../openapi.json) as soon as the server
 * commits its openapi.json. Never edit by hand; until then the endpoint files use small local types
 * marked `TODO-generate`.
 */
/* eslint-disable */
export interface paths {}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {};
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
