//! The one error type of the API. Each error has a status, a stable snake_case `code` the SPA can translate, a
//! localized `message` and optional field errors. Server faults are logged with their cause and answered with the
//! generic 'Ha ocurrido un error' and nothing else.

use std::{borrow::Cow, collections::BTreeMap};

use axum::{
    extract::Request,
    http::StatusCode,
    middleware::Next,
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;

use crate::i18n::{Locale, Msg};

mod extract;
pub use extract::{IdPair, IdPath, JsonBody, OptionalJson, QueryParams};

pub type ApiResult<T> = Result<T, ApiError>;

/// Field name → messages.
pub type FieldErrors = BTreeMap<String, Vec<Msg>>;

#[derive(Clone, Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: Cow<'static, str>,
    pub message: Msg,
    pub errors: FieldErrors,
    pub detail: Option<Msg>,
}

/// What an error looks like on the wire.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    /// Localized summary ('Ha ocurrido un error', 'Los datos enviados no son válidos.', …).
    pub message: String,
    /// Stable code, e.g. `auth.invalid_credentials`, `validation`.
    pub code: String,
    /// Field → localized messages.
    pub errors: BTreeMap<String, Vec<String>>,
    /// Longer explanation where the spec gives one (e.g. the temporary-block text).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: &'static str) -> Self {
        Self { status, code: Cow::Borrowed(code), message: Msg::new(message), errors: FieldErrors::new(), detail: None }
    }

    pub fn not_found() -> Self {
        Self::new(StatusCode::NOT_FOUND, "not_found", "error.not_found")
    }

    pub fn forbidden() -> Self {
        Self::new(StatusCode::FORBIDDEN, "auth.forbidden", "error.forbidden")
    }

    pub fn unauthenticated() -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "auth.unauthenticated", "error.unauthenticated")
    }

    pub fn conflict() -> Self {
        Self::new(StatusCode::CONFLICT, "conflict", "error.conflict")
    }

    /// A 422 with field errors.
    pub fn validation(errors: FieldErrors) -> Self {
        Self { errors, ..Self::new(StatusCode::UNPROCESSABLE_ENTITY, "validation", "error.validation") }
    }

    /// A 422 with a single field error.
    pub fn field(field: &str, msg: Msg) -> Self {
        Self::validation(FieldErrors::from([(field.to_string(), vec![msg])]))
    }

    /// A server fault: the cause goes to the log, the client gets no detail.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        tracing::error!(%cause, "internal error");
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, "server_error", "error.server")
    }

    pub fn with_detail(mut self, detail: Msg) -> Self {
        self.detail = Some(detail);
        self
    }

    /// The same error reported on another field (a rule shared by two forms).
    pub fn rename_field(mut self, from: &str, to: &str) -> Self {
        if let Some(messages) = self.errors.remove(from) {
            self.errors.insert(to.to_string(), messages);
        }
        self
    }

    pub fn with_message(mut self, message: Msg) -> Self {
        self.message = message;
        self
    }

    pub fn body(&self, locale: Locale) -> ErrorBody {
        ErrorBody {
            message: self.message.render(locale),
            code: self.code.to_string(),
            errors: self
                .errors
                .iter()
                .map(|(field, msgs)| (field.clone(), msgs.iter().map(|m| m.render(locale)).collect()))
                .collect(),
            detail: self.detail.as_ref().map(|d| d.render(locale)),
        }
    }
}

impl From<sea_orm::DbErr> for ApiError {
    fn from(err: sea_orm::DbErr) -> Self {
        Self::internal(err)
    }
}

impl From<sea_orm::TransactionError<ApiError>> for ApiError {
    fn from(err: sea_orm::TransactionError<ApiError>) -> Self {
        match err {
            sea_orm::TransactionError::Connection(db) => Self::internal(db),
            sea_orm::TransactionError::Transaction(api) => api,
        }
    }
}

impl IntoResponse for ApiError {
    /// Written in Spanish; [`localize_errors`] rewrites it for a Portuguese caller.
    fn into_response(self) -> Response {
        let mut response = (self.status, Json(self.body(Locale::Es))).into_response();
        response.extensions_mut().insert(self);
        response
    }
}

/// Middleware: re-renders error bodies in the caller's language.
pub async fn localize_errors(request: Request, next: Next) -> Response {
    let locale = Locale::from_headers(request.headers());
    let mut response = next.run(request).await;
    if locale != Locale::Es {
        if let Some(err) = response.extensions_mut().remove::<ApiError>() {
            return (err.status, Json(err.body(locale))).into_response();
        }
    }
    response
}
