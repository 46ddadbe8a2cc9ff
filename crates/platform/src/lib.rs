//! Obra's shared kernel: configuration, database, errors and their localized messages, validation, typed ids,
//! the list/object envelope, sessions and the request context (tenant, user, permissions), e-mail, events and the
//! audit log. It holds no business rules: modules in `app` build on it.

pub mod api_keys;
pub mod audit;
pub mod concurrency;
pub mod config;
pub mod context;
pub mod csrf;
pub mod db;
pub mod entities;
pub mod envelope;
pub mod error;
pub mod events;
pub mod i18n;
pub mod ids;
pub mod jobs;
pub mod logbook;
pub mod mail;
pub mod maintenance;
pub mod notify;
pub mod permissions;
pub mod search;
pub mod security;
pub mod session;
pub mod state;
pub mod storage;
pub mod string_enum;
pub mod tenant;
pub mod throttle;
pub mod usage;
pub mod validate;

pub use error::{ApiError, ApiResult};
pub use state::AppState;
