//! `POST /api/tiinsights/sql`: the provider's read-only SQL editor. Safe by construction: the guard's message for
//! what is plainly not a read, then a connection that cannot write (SQLite opened read-only with a reading-only
//! authorizer; PostgreSQL as a SELECT-only role in a READ ONLY transaction that is rolled back), a time limit and
//! a row cap. Every statement run is audited.

use std::time::Duration;

use axum::{extract::State, Json};
use platform::{audit, context::Ctx, envelope::One, error::JsonBody, i18n::Msg, validate::Validator, ApiError, ApiResult, AppState};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

pub mod guard;
pub mod postgres;
pub mod secrets;
mod sqlite;

/// Rows returned at most; the answer says when there were more.
pub const MAX_ROWS: usize = 1_000;
/// How long a statement may run.
const LIMIT: Duration = Duration::from_secs(5);

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SqlIn {
    /// One reading statement (SELECT, WITH, VALUES or TABLE), at most 20,000 characters.
    pub sql: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Outcome {
    pub columns: Vec<String>,
    /// One array per row, in the columns' order; at most 1,000.
    #[schema(value_type = Vec<Vec<Object>>)]
    pub rows: Vec<Vec<Value>>,
    /// More rows than were returned.
    pub truncated: bool,
    pub elapsed_ms: u64,
}

pub enum Refused {
    Timeout,
    Database(String),
}

/// Runs one reading statement and answers its rows; anything else is a 422 on `sql` with the reason.
#[utoipa::path(post, operation_id = "run_sql", path = "/tiinsights/sql", tag = "tiinsights", request_body = SqlIn, responses((status = 200, body = One<Outcome>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn run(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<SqlIn>) -> ApiResult<Json<One<Outcome>>> {
    super::staff_only(&ctx)?;
    let mut v = Validator::new();
    if v.required("sql", input.sql.as_deref()) {
        v.length("sql", input.sql.as_deref().unwrap_or_default(), 1, 20_000);
    }
    v.finish()?;
    let text = input.sql.unwrap_or_default();
    let sql = guard::check(&text).map_err(|r| {
        ApiError::field("sql", Msg::new(match r {
            guard::Refusal::NotRead => "tiinsights.read_only",
            guard::Refusal::Several => "tiinsights.one_statement",
        }))
    })?;
    audit::record(&state.db, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "tiinsights.sql", entity: "database", after: Some(json!({"sql": sql.chars().take(2_000).collect::<String>()})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    Ok(Json(One::new(execute(&state, &sql).await?)))
}

/// Runs `sql` on the editor's read-only connection, without the guard's check (the database's walls alone: the
/// tests call it with writes to prove them).
pub async fn execute(state: &AppState, sql: &str) -> ApiResult<Outcome> {
    let url = &state.config.database_url;
    let outcome = if url.starts_with("sqlite:") {
        sqlite::run(url, sql, LIMIT).await
    } else {
        let Some(reader) = state.config.sql_reader_url.as_deref() else { return Err(ApiError::field("sql", Msg::new("tiinsights.not_configured"))) };
        postgres::run(reader, sql, LIMIT).await
    };
    outcome.map_err(|refused| match refused {
        Refused::Timeout => ApiError::field("sql", Msg::new("tiinsights.timeout").arg("seconds", LIMIT.as_secs())),
        Refused::Database(detail) => ApiError::field("sql", Msg::new("tiinsights.refused").arg("detail", detail.chars().take(300).collect::<String>())),
    })
}
