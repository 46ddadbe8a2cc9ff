//! Import history: who imported which file, when, with what result; the file can be downloaded again.

use std::collections::HashMap;

use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
    Json,
};
use platform::{
    context::Ctx,
    entities::user,
    envelope::{ListQuery, Page},
    error::{IdPath, QueryParams},
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};
use uuid::Uuid;

use super::{dto::ImportOut, entity};
use crate::{auth::me::NamedRef, config::users::policy_manage};

pub fn import_out(row: entity::Summary, by: Option<&user::Model>) -> ImportOut {
    ImportOut {
        id: row.id,
        source: row.source,
        file_name: row.file_name,
        status: row.status,
        rows_total: row.rows_total,
        created_count: row.created_count,
        error_count: row.error_count,
        created_by: by.map(|u| NamedRef { id: u.id, name: u.full_name() }),
        created_at: row.created_at,
        finished_at: row.finished_at,
    }
}

/// The company's imports, newest first (drafts that were never confirmed included).
#[utoipa::path(get, operation_id = "list_user_imports", path = "/user-imports", tag = "config", params(ListQuery), responses((status = 200, body = Page<ImportOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<ImportOut>>> {
    policy_manage(&ctx)?;
    let select = entity::Entity::scoped(&ctx.tenant).order_by_desc(entity::Column::CreatedAt).order_by_desc(entity::Column::Id);
    let total = select.clone().count(&state.db).await?;
    // The file stays in the database: only the listing's columns are read.
    let rows = select
        .select_only()
        .columns(entity::SUMMARY)
        .offset((query.page() - 1) * query.rows())
        .limit(query.rows())
        .into_model::<entity::Summary>()
        .all(&state.db)
        .await?;
    let who: Vec<Uuid> = rows.iter().filter_map(|r| r.user_id).collect();
    let users: HashMap<Uuid, user::Model> = user::Entity::scoped(&ctx.tenant).filter(user::Column::Id.is_in(who)).all(&state.db).await?.into_iter().map(|u| (u.id, u)).collect();
    let data = rows.into_iter().map(|r| { let by = r.user_id.and_then(|id| users.get(&id)); import_out(r, by) }).collect();
    Ok(Json(Page::new(data, &query, total)))
}

/// The file as it was uploaded, as an attachment.
#[utoipa::path(get, operation_id = "download_user_import", path = "/user-imports/{id}/file", tag = "config", params(("id" = Uuid, Path)), responses((status = 200, description = "The uploaded file", content_type = "application/octet-stream"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn file(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Response> {
    policy_manage(&ctx)?;
    let row = entity::Entity::scoped(&ctx.tenant).filter(entity::Column::Id.eq(id)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let ascii: String = row.file_name.chars().map(|c| if c.is_ascii_alphanumeric() || ".-_".contains(c) { c } else { '_' }).collect();
    let encoded: String = row.file_name.bytes().map(|b| if b.is_ascii_alphanumeric() || b".-_".contains(&b) { (b as char).to_string() } else { format!("%{b:02X}") }).collect();
    let disposition = format!("attachment; filename=\"{ascii}\"; filename*=UTF-8''{encoded}");
    Ok((
        [(header::CONTENT_TYPE, "application/octet-stream".to_string()), (header::CONTENT_DISPOSITION, disposition), (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_string())],
        row.file_data,
    )
        .into_response())
}
