//! One item: `GET /api/cbox/items/{id}` (with its path) and `PUT` (rename).

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    ApiResult, AppState,
};
use sea_orm::{ActiveModelTrait, IntoActiveModel, Set, TransactionTrait};
use serde_json::json;

use super::{
    access::{self, Resolver},
    dto::*,
    policy, records, rules, view,
};

/// One item with the folders above it.
#[utoipa::path(get, operation_id = "get_cbox_item", path = "/cbox/items/{id}", tag = "cbox", params(("id" = uuid::Uuid, Path)), responses((status = 200, body = One<CboxItemDetail>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<CboxItemDetail>>> {
    policy::can_open(&ctx)?;
    let (item, grant) = access::load(&state.db, &ctx, id).await?;
    let mut resolver = Resolver::new(&state.db, &ctx).await?;
    let mut path = Vec::new();
    for folder in access::chain(&state.db, &ctx, &item).await?.into_iter().skip(1) {
        if resolver.grant(&state.db, &folder).await?.view {
            path.push(crate::auth::me::NamedRef { id: folder.id, name: folder.name });
        } else {
            break;
        }
    }
    path.reverse();
    let sha256 = item.sha256.clone();
    let item = view::one(&state.db, &ctx, item, grant).await?;
    Ok(Json(One::new(CboxItemDetail { item, path, sha256 })))
}

/// Rename; needs the edit right. Names are unique among a folder's items, ignoring case.
#[utoipa::path(put, operation_id = "rename_cbox_item", path = "/cbox/items/{id}", tag = "cbox", params(("id" = uuid::Uuid, Path)), request_body = RenameIn, responses((status = 200, body = One<CboxItemOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn rename(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<RenameIn>) -> ApiResult<Json<One<CboxItemOut>>> {
    policy::can_open(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (item, grant) = access::load(&txn, &ctx, id).await?;
    access::ensure(access::rights(&ctx, grant).edit)?;
    let name = rules::clean_name(input.name.as_deref().unwrap_or_default())?;
    let extension = if item.is_folder() { None } else { Some(rules::check_file(&name, 0).map_err(|err| err.rename_field("file", "name"))?) };
    if rules::name_taken(&txn, &ctx.tenant, item.project_id, item.parent_id, &name, Some(item.id)).await? {
        return Err(rules::name_taken_error());
    }
    let from = item.name.clone();
    let mut active = item.into_active_model();
    active.name = Set(name.clone());
    active.mime = Set(extension.as_deref().map(|e| rules::mime(Some(e)).to_string()));
    active.extension = Set(extension);
    active.updated_at = Set(Utc::now());
    let updated = active.update(&txn).await?;
    records::record(&txn, &ctx, &updated, "renamed", Some(json!({"from": from, "to": name}))).await?;
    txn.commit().await?;
    Ok(Json(One::new(view::one(&state.db, &ctx, updated, grant).await?)))
}
