//! Sharing per user (SPEC §6): the rights download, edit (which includes delete) and share, on files and folders
//! (a folder's shares reach what it holds). Nobody grants a right they do not hold; revoking works at once,
//! since rights are worked out on every request.

use axum::{
    extract::{rejection::PathRejection, Path, State},
    http::StatusCode,
    Json,
};
use chrono::Utc;
use platform::{
    context::Ctx,
    entities::{user, user_project},
    envelope::One,
    error::{IdPath, JsonBody, QueryParams},
    i18n::{Locale, Msg},
    ids::new_id,
    notify::{self, Notice},
    search::contains_any,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Query, ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait};
use serde::Deserialize;
use serde_json::json;
use uuid::Uuid;

use super::{
    access::{self, Grant},
    dto::*,
    entity::{cbox_item, cbox_share},
    policy, records, view,
};

/// The item, if the caller may manage its shares.
async fn shareable(state: &AppState, ctx: &Ctx, id: Uuid) -> ApiResult<(cbox_item::Model, Grant)> {
    policy::can_open(ctx)?;
    let (item, grant) = access::load(&state.db, ctx, id).await?;
    access::ensure(access::rights(ctx, grant).share)?;
    Ok((item, grant))
}

/// Who the item is shared with, and their rights.
#[utoipa::path(get, operation_id = "list_cbox_shares", path = "/cbox/items/{id}/shares", tag = "cbox", params(("id" = uuid::Uuid, Path)), responses((status = 200, body = One<Vec<ShareOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<Vec<ShareOut>>>> {
    let (item, _) = shareable(&state, &ctx, id).await?;
    let rows = cbox_share::Entity::scoped(&ctx.tenant).filter(cbox_share::Column::ItemId.eq(item.id)).order_by_asc(cbox_share::Column::CreatedAt).all(&state.db).await?;
    let users = user::Entity::scoped(&ctx.tenant).filter(user::Column::Id.is_in(rows.iter().map(|r| r.user_id))).all(&state.db).await?;
    let names = view::user_names(&state.db, &ctx, rows.iter().filter_map(|r| r.granted_by)).await?;
    let data = rows
        .into_iter()
        .filter_map(|row| {
            let u = users.iter().find(|u| u.id == row.user_id)?;
            Some(ShareOut {
                user: ShareUser::from(u),
                download: row.can_download,
                edit: row.can_edit,
                share: row.can_share,
                granted_by: row.granted_by.map(|g| view::named(&names, g)),
                created_at: row.created_at,
            })
        })
        .collect();
    Ok(Json(One::new(data)))
}

fn ids(path: Result<Path<(Uuid, Uuid)>, PathRejection>) -> ApiResult<(Uuid, Uuid)> {
    path.map(|Path(ids)| ids).map_err(|_| access::not_found())
}

/// Grants or changes a user's rights on the item.
#[utoipa::path(put, operation_id = "put_cbox_share", path = "/cbox/items/{id}/shares/{user_id}", tag = "cbox", params(("id" = uuid::Uuid, Path), ("user_id" = uuid::Uuid, Path)), request_body = ShareIn, responses((status = 200, body = One<ShareOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, path: Result<Path<(Uuid, Uuid)>, PathRejection>, JsonBody(input): JsonBody<ShareIn>) -> ApiResult<Json<One<ShareOut>>> {
    let (id, user_id) = ids(path)?;
    let (item, grant) = shareable(&state, &ctx, id).await?;
    if (input.download && !grant.download) || (input.edit && !grant.edit) || (input.share && !grant.share) {
        return Err(ApiError::new(StatusCode::FORBIDDEN, "cbox.share_escalation", "cbox.share_escalation"));
    }
    if user_id == ctx.user.id {
        return Err(ApiError::field("user_id", Msg::new("cbox.share_self")));
    }
    let grantee = project_member(&state, &ctx, item.project_id, user_id).await?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let now = Utc::now();
    let existing = cbox_share::Entity::scoped(&ctx.tenant).filter(cbox_share::Column::ItemId.eq(item.id)).filter(cbox_share::Column::UserId.eq(user_id)).one(&txn).await?;
    let is_new = existing.is_none();
    let row = match existing {
        Some(row) => {
            let mut active = row.into_active_model();
            active.can_download = Set(input.download);
            active.can_edit = Set(input.edit);
            active.can_share = Set(input.share);
            active.granted_by = Set(Some(ctx.user.id));
            active.updated_at = Set(now);
            active.update(&txn).await?
        }
        None => cbox_share::ActiveModel {
            id: Set(new_id()),
            company_id: Set(ctx.company.id),
            item_id: Set(item.id),
            user_id: Set(user_id),
            can_download: Set(input.download),
            can_edit: Set(input.edit),
            can_share: Set(input.share),
            granted_by: Set(Some(ctx.user.id)),
            created_at: Set(now),
            updated_at: Set(now),
        }
        .insert(&txn)
        .await?,
    };
    let grantee_name = grantee.full_name();
    records::record(&txn, &ctx, &item, "shared", Some(json!({"grantee": grantee_name, "download": input.download, "edit": input.edit, "share": input.share}))).await?;
    if is_new {
        let locale = Locale::parse(&grantee.locale);
        let me = ctx.user.full_name();
        let notice = Notice {
            company_id: ctx.company.id,
            user_id,
            project_id: Some(item.project_id),
            module: "cbox",
            title: Msg::new("cbox.shared_title").render(locale),
            body: Msg::new("cbox.shared_body").arg("name", me).arg("item", &item.name).render(locale),
            link: Some("/cbox/folders?view=shared".into()),
        };
        notify::send(&txn, &state.events, notice).await?;
    }
    txn.commit().await?;
    Ok(Json(One::new(ShareOut {
        user: ShareUser::from(&grantee),
        download: row.can_download,
        edit: row.can_edit,
        share: row.can_share,
        granted_by: Some(crate::auth::me::NamedRef { id: ctx.user.id, name: ctx.user.full_name() }),
        created_at: row.created_at,
    })))
}

/// `SELECT user_id FROM user_projects WHERE project_id = …`.
fn assigned_to(project: Uuid) -> sea_orm::sea_query::SelectStatement {
    Query::select().column(user_project::Column::UserId).from(user_project::Entity).and_where(user_project::Column::ProjectId.eq(project)).to_owned()
}

/// An enabled user of the company assigned to the project; 422 otherwise.
async fn project_member(state: &AppState, ctx: &Ctx, project: Uuid, user_id: Uuid) -> ApiResult<user::Model> {
    user::Entity::scoped(&ctx.tenant)
        .filter(user::Column::Id.eq(user_id))
        .filter(user::Column::Enabled.eq(true))
        .filter(user::Column::Id.in_subquery(assigned_to(project)))
        .one(&state.db)
        .await?
        .ok_or_else(|| ApiError::field("user_id", Msg::new("cbox.share_user")))
}

/// Revokes a user's share on the item.
#[utoipa::path(delete, operation_id = "delete_cbox_share", path = "/cbox/items/{id}/shares/{user_id}", tag = "cbox", params(("id" = uuid::Uuid, Path), ("user_id" = uuid::Uuid, Path)), responses((status = 204, description = "Revoked"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, path: Result<Path<(Uuid, Uuid)>, PathRejection>) -> ApiResult<StatusCode> {
    let (id, user_id) = ids(path)?;
    let (item, _) = shareable(&state, &ctx, id).await?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = cbox_share::Entity::scoped(&ctx.tenant).filter(cbox_share::Column::ItemId.eq(item.id)).filter(cbox_share::Column::UserId.eq(user_id)).one(&txn).await?.ok_or_else(access::not_found)?;
    cbox_share::Entity::delete_by_id(row.id).exec(&txn).await?;
    let names = view::user_names(&txn, &ctx, [user_id]).await?;
    records::record(&txn, &ctx, &item, "unshared", Some(json!({"grantee": names.get(&user_id)}))).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CandidateQuery {
    pub search: Option<String>,
}

/// Up to 20 enabled users of the active project (not the caller) to share with, by name or username.
#[utoipa::path(get, operation_id = "list_cbox_share_candidates", path = "/cbox/share-candidates", tag = "cbox", params(CandidateQuery), responses((status = 200, body = One<Vec<ShareUser>>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn candidates(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<CandidateQuery>) -> ApiResult<Json<One<Vec<ShareUser>>>> {
    policy::can_open(&ctx)?;
    ctx.require("cbox.share")?;
    let project = ctx.require_project()?;
    let mut select = user::Entity::scoped(&ctx.tenant)
        .filter(user::Column::Enabled.eq(true))
        .filter(user::Column::Id.ne(ctx.user.id))
        .filter(user::Column::Id.in_subquery(assigned_to(project)))
        .order_by_asc(user::Column::FirstName)
        .order_by_asc(user::Column::LastName)
        .limit(20);
    if let Some(text) = query.search.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        select = select.filter(contains_any(&[user::Column::FirstName, user::Column::LastName, user::Column::Username], text));
    }
    let users = select.all(&state.db).await?;
    Ok(Json(One::new(users.iter().map(ShareUser::from).collect())))
}
