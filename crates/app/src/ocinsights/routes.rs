//! `GET /api/ocinsights/usage` and its workbook.

use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
    Json,
};
use platform::{context::Ctx, envelope::One, error::QueryParams, ApiError, ApiResult, AppState};

use super::{dto::*, figures, xlsx};

/// The key that opens usage insights.
const KEY: &str = "usabilidad";

/// Active users, sessions and actions per period, module, action and project over a range of days (events
/// recorded until this request are counted).
#[utoipa::path(get, operation_id = "get_usage", path = "/ocinsights/usage", tag = "ocinsights", params(UsageQuery), responses((status = 200, body = One<UsageOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn usage(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<UsageQuery>) -> ApiResult<Json<One<UsageOut>>> {
    ctx.require(KEY)?;
    let range = figures::range(&ctx, &query)?;
    Ok(Json(One::new(figures::usage(&state, &ctx, &range).await?)))
}

/// The same figures as an .xlsx workbook.
#[utoipa::path(get, operation_id = "export_usage", path = "/ocinsights/usage.xlsx", tag = "ocinsights", params(UsageQuery), responses((status = 200, description = "The .xlsx file", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn export(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<UsageQuery>) -> ApiResult<Response> {
    ctx.require(KEY)?;
    let range = figures::range(&ctx, &query)?;
    let usage = figures::usage(&state, &ctx, &range).await?;
    let bytes = xlsx::workbook(ctx.locale, &usage).map_err(ApiError::internal)?;
    let name = format!("uso-{}-{}.xlsx", range.from, range.to);
    Ok((
        [
            (header::CONTENT_TYPE, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet".to_string()),
            (header::CONTENT_DISPOSITION, platform::storage::serve::content_disposition(false, &name)),
        ],
        bytes,
    )
        .into_response())
}
