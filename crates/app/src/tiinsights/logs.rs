//! `GET /api/tiinsights/logs`: this instance's recent log lines, filtered.

use axum::Json;
use platform::{context::Ctx, envelope::One, error::QueryParams, logbook, ApiResult};
use serde::Deserialize;

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LogQuery {
    /// The least severe level shown: error, warn, info, debug or trace.
    pub level: Option<String>,
    /// Text in the message or the fields.
    pub q: Option<String>,
    pub request_id: Option<String>,
    pub company_id: Option<String>,
    /// 1 to 1000 lines (default 200).
    pub limit: Option<usize>,
}

/// The kept log lines (the last 5,000 of this instance), newest first.
#[utoipa::path(get, operation_id = "list_logs", path = "/tiinsights/logs", tag = "tiinsights", params(LogQuery), responses((status = 200, body = One<Vec<logbook::Line>>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(ctx: Ctx, QueryParams(q): QueryParams<LogQuery>) -> ApiResult<Json<One<Vec<logbook::Line>>>> {
    super::staff_only(&ctx)?;
    let blank = |v: Option<String>| v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
    let filter = logbook::Filter { level: blank(q.level).map(|l| l.to_lowercase()), text: blank(q.q), request_id: blank(q.request_id), company_id: blank(q.company_id), limit: q.limit.unwrap_or(200).clamp(1, 1_000) };
    Ok(Json(One::new(logbook::search(&filter))))
}
