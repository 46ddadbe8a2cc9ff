//! The record list of an item (SPEC §2 Cbox): who uploaded, previewed, downloaded, renamed, moved, shared,
//! unshared, deleted and restored it, and when. Entries live in the one audit table.

use axum::{extract::State, Json};
use platform::{
    audit::{self, Entry},
    context::Ctx,
    entities::audit_log,
    envelope::{paginate, ListQuery, Page},
    error::{IdPath, QueryParams},
    ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::Value;

use super::{access, dto::RecordOut, entity::cbox_item, policy, view};

const ENTITY: &str = "cbox_item";

/// Writes one record (`action` without prefix: `downloaded`, `moved`, …).
/// Uploads and deletions of files also raise their webhook events.
pub async fn record<C: ConnectionTrait>(db: &C, ctx: &Ctx, item: &cbox_item::Model, action: &str, detail: Option<Value>) -> ApiResult<()> {
    let event = match action {
        "uploaded" => Some("file.uploaded"),
        "deleted" if item.kind == cbox_item::FILE => Some("file.deleted"),
        _ => None,
    };
    if let Some(event) = event {
        let data = serde_json::json!({"id": item.id, "project_id": item.project_id, "folder_id": item.parent_id, "name": item.name, "size": item.size, "mime": item.mime, "by": ctx.user.id});
        crate::config::webhooks::emit(db, ctx.company.id, event, data).await?;
    }
    let action = format!("cbox.{action}");
    audit::record(db, Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: &action, entity: ENTITY, entity_id: Some(item.id), before: None, after: detail, ip: ctx.client.ip.clone() }).await
}

/// Newest first.
#[utoipa::path(get, operation_id = "list_cbox_records", path = "/cbox/items/{id}/records", tag = "cbox", params(("id" = uuid::Uuid, Path), ListQuery), responses((status = 200, body = Page<RecordOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<RecordOut>>> {
    policy::can_open(&ctx)?;
    let (item, _) = access::load_any(&state.db, &ctx, id).await?;
    let select = audit_log::Entity::find()
        .filter(audit_log::Column::CompanyId.eq(ctx.company.id))
        .filter(audit_log::Column::Entity.eq(ENTITY))
        .filter(audit_log::Column::EntityId.eq(item.id))
        .order_by_desc(audit_log::Column::CreatedAt)
        .order_by_desc(audit_log::Column::Id);
    let page = paginate(&state.db, select, &query).await?;
    let names = view::user_names(&state.db, &ctx, page.data.iter().filter_map(|r| r.user_id)).await?;
    Ok(Json(page.map(|row| RecordOut {
        id: row.id,
        action: row.action.trim_start_matches("cbox.").to_string(),
        user: row.user_id.map(|u| view::named(&names, u)),
        at: row.created_at,
        detail: row.after,
    })))
}
