//! `GET /api/positions`.

use std::collections::HashMap;

use axum::{extract::State, Json};
use platform::{
    context::Ctx,
    entities::{position, user},
    envelope::{ListQuery, Page},
    error::QueryParams,
    i18n::Msg,
    search::contains_any,
    tenant::{Scoped, Tenant},
    ApiError, ApiResult, AppState,
};
use sea_orm::{ConnectionTrait, QueryFilter};
use uuid::Uuid;

use super::{dto::PositionOut, policy};

/// The company's positions with how many users hold each. A company has tens of positions, so sorting by
/// `users_count` happens after counting; `sortBy` is name (default), users_count or created_at.
#[utoipa::path(get, operation_id = "list_positions", path = "/positions", tag = "config", params(ListQuery), responses((status = 200, body = Page<PositionOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<PositionOut>>> {
    policy::can_list(&ctx)?;
    let mut select = position::Entity::scoped(&ctx.tenant);
    if let Some(text) = query.search() {
        select = select.filter(contains_any(&[position::Column::Name], text));
    }
    let rows = select.all(&state.db).await?;
    let counts = users_per_position(&state.db, &ctx.tenant).await?;
    let mut items: Vec<PositionOut> = rows.into_iter().map(|p| { let n = counts.get(&p.id).copied().unwrap_or(0); PositionOut::new(p, n) }).collect();
    match query.sort_by.as_deref().unwrap_or("name") {
        "name" => items.sort_by_key(|p| p.name.to_lowercase()),
        "users_count" => items.sort_by_key(|p| (p.users_count, p.name.to_lowercase())),
        "created_at" => items.sort_by_key(|p| p.created_at),
        _ => return Err(ApiError::field("sortBy", Msg::new("validation.one_of"))),
    }
    if query.descending() {
        items.reverse();
    }
    let total = items.len() as u64;
    let start = ((query.page() - 1) * query.rows()) as usize;
    let data = items.into_iter().skip(start).take(query.rows() as usize).collect();
    Ok(Json(Page::new(data, &query, total)))
}

/// position id → users holding it, for one company.
pub async fn users_per_position<C: ConnectionTrait>(db: &C, tenant: &Tenant) -> ApiResult<HashMap<Uuid, u64>> {
    crate::config::users_by(db, tenant, user::Column::PositionId).await
}
