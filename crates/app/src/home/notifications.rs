//! `GET /api/notifications` and `POST /api/notifications/read`.

use axum::{extract::State, Json};
use chrono::{DateTime, Duration, Utc};
use platform::{
    context::Ctx,
    entities::notification,
    envelope::{paginate, ListQuery, One, Page},
    error::{JsonBody, QueryParams},
    tenant::Scoped,
    validate::Validator,
    ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// My tasks covers the last 15 days (SPEC §9).
pub const WINDOW_DAYS: i64 = 15;

#[derive(Serialize, utoipa::ToSchema)]
pub struct NotificationOut {
    pub id: Uuid,
    pub module: String,
    pub project_id: Option<Uuid>,
    pub title: String,
    pub body: String,
    pub link: Option<String>,
    pub read_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

impl From<notification::Model> for NotificationOut {
    fn from(n: notification::Model) -> Self {
        Self { id: n.id, module: n.module, project_id: n.project_id, title: n.title, body: n.body, link: n.link, read_at: n.read_at, created_at: n.created_at }
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct NotificationFilter {
    /// `true`: only unread; `false`: only read; absent: all.
    #[serde(default)]
    pub unread: Option<bool>,
    /// Only this module's (`home` or a module key); a module the user cannot open is refused with 'No tiene
    /// permiso para ver las notificaciones de este módulo'.
    pub module: Option<String>,
}

/// The user's notifications of the last 15 days, newest first.
#[utoipa::path(get, operation_id = "list_notifications", path = "/notifications", tag = "home", params(NotificationFilter, ListQuery), responses((status = 200, body = Page<NotificationOut>), (status = 401, body = platform::error::ErrorBody), (status = 403, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(filter): QueryParams<NotificationFilter>, QueryParams(list): QueryParams<ListQuery>) -> ApiResult<Json<Page<NotificationOut>>> {
    let since = Utc::now() - Duration::days(WINDOW_DAYS);
    let mut select = notification::Entity::scoped(&ctx.tenant)
        .filter(notification::Column::UserId.eq(ctx.user.id))
        .filter(notification::Column::CreatedAt.gte(since));
    if let Some(module) = filter.module.as_deref().filter(|m| !m.is_empty()) {
        if !crate::config::account::settings::allowed(&ctx, module) {
            return Err(crate::config::account::settings::refused());
        }
        select = select.filter(notification::Column::Module.eq(module));
    } else {
        // Only modules the user can open (a profile change may have taken some away).
        let open: Vec<&str> = crate::config::account::settings::modules().filter(|m| crate::config::account::settings::allowed(&ctx, m)).collect();
        select = select.filter(notification::Column::Module.is_in(open));
    }
    match filter.unread {
        Some(true) => select = select.filter(notification::Column::ReadAt.is_null()),
        Some(false) => select = select.filter(notification::Column::ReadAt.is_not_null()),
        None => {}
    }
    let select = select.order_by_desc(notification::Column::CreatedAt).order_by_desc(notification::Column::Id);
    Ok(Json(paginate(&state.db, select, &list).await?.map(NotificationOut::from)))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct MarkReadIn {
    /// Notifications to mark as read.
    #[serde(default)]
    pub ids: Vec<Uuid>,
    /// Mark every unread notification as read.
    #[serde(default)]
    pub all: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct MarkReadOut {
    pub updated: u64,
}

/// Marks some or all of the user's notifications as read. Ids of other users are ignored.
#[utoipa::path(post, operation_id = "mark_notifications_read", path = "/notifications/read", tag = "home", request_body = MarkReadIn, responses((status = 200, body = One<MarkReadOut>), (status = 422, body = platform::error::ErrorBody)))]
pub async fn mark_read(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<MarkReadIn>) -> ApiResult<Json<One<MarkReadOut>>> {
    let mut v = Validator::new();
    if !input.all {
        v.items("ids", input.ids.len(), 1, 500);
    }
    v.finish()?;
    let mut update = notification::Entity::update_many()
        .col_expr(notification::Column::ReadAt, sea_orm::sea_query::Expr::value(Some(Utc::now())))
        .filter(notification::Column::CompanyId.eq(ctx.tenant.uuid()))
        .filter(notification::Column::UserId.eq(ctx.user.id))
        .filter(notification::Column::ReadAt.is_null());
    if !input.all {
        update = update.filter(notification::Column::Id.is_in(input.ids));
    }
    let res = update.exec(&state.db).await?;
    Ok(Json(One::new(MarkReadOut { updated: res.rows_affected })))
}
