import type { components } from './schema.gen';

/** Shorthand for the generated wire types: `Schema<'MeOut'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
