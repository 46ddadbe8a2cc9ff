import type { Schema } from '@/api/schemas';

/** Every field present and non-null: what the screens always send, on top of the server's lenient input types. */
type Strict<T> = { [K in keyof T]-?: NonNullable<T[K]> };

/** A company's job title (SPEC §3 Position). */
export type Position = Schema<'PositionOut'>;
/** An access profile (SPEC §3 Profile). */
export type Profile = Schema<'ProfileOut'>;
/** A catalogue group, in display order (`GET /api/permissions`). */
export type PermissionGroup = Schema<'CatalogueGroup'>;
/** One key of the catalogue; `grantable` is false for keys the caller may not give. */
export type PermissionEntry = Schema<'CataloguePermission'>;

/** Body of `POST /api/positions`. */
export type PositionIn = Pick<Strict<Schema<'PositionIn'>>, 'name'>;
/** Body of `PUT /api/positions/{id}`: the name and the version read. */
export type PositionPatch = Strict<Schema<'PositionIn'>>;
/** Body of `POST /api/profiles`. */
export type ProfileIn = Omit<Strict<Schema<'ProfileIn'>>, 'version'>;
/** Body of `PUT /api/profiles/{id}`: everything, with the version read. */
export type ProfilePatch = Strict<Schema<'ProfileIn'>>;
/** Body of `PUT /api/profiles/{id}/permissions/{key}`: one switch. */
export type PermissionGrant = Strict<Schema<'SwitchIn'>>;
/** Body of `POST /api/profiles/{id}/duplicate`. */
export type DuplicateIn = Strict<Schema<'DuplicateIn'>>;
/** Body of `DELETE /api/profiles/{id}`. */
export type DeleteIn = Schema<'DeleteIn'>;

/** A user of the company (SPEC §3 User), as `GET /api/users` lists them. */
export type User = Schema<'UserOut'>;
/** Body of `POST /api/users` and `PUT /api/users/{id}` (the password only when typed, on edit). */
export type UserIn = Schema<'UserIn'>;
/** Body of `PUT /api/users/{id}/enabled`. */
export type EnabledIn = Strict<Schema<'EnabledIn'>>;
/** Body of `POST /api/users/bulk`: the ids and only the changes chosen. */
export type BulkIn = Schema<'UserBulkIn'>;
export type BulkOut = Schema<'UserBulkOut'>;
/** `GET /api/user-limits`: caps and active users of the company, its project groups and projects. */
export type UserLimits = Schema<'UserLimitsOut'>;
export type ScopeLimit = Schema<'ScopeLimitOut'>;
/** A project the screens offer (`GET /api/projects`). */
export type ProjectOption = Schema<'ProjectOut'>;
/** A request to the provider (`POST /api/activation-requests`), here for more users. */
export type ActivationRequest = Schema<'ActivationRequestOut'>;
