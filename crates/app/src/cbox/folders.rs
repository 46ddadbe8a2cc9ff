//! `POST /api/cbox/folders`: a new folder at the project root or inside a folder the user may edit.

use axum::{extract::State, http::StatusCode, Json};
use platform::{context::Ctx, envelope::One, error::JsonBody, i18n::Msg, ids::ProjectId, ApiError, ApiResult, AppState};
use sea_orm::{ActiveModelTrait, ConnectionTrait, TransactionTrait};
use uuid::Uuid;

use super::{
    access::{self, Grant},
    dto::*,
    entity::cbox_item,
    policy, records, rules, view,
};

/// A new folder, owned by its creator; names are unique in their folder, ignoring case.
#[utoipa::path(post, operation_id = "create_cbox_folder", path = "/cbox/folders", tag = "cbox", request_body = FolderIn, responses((status = 201, body = One<CboxItemOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<FolderIn>) -> ApiResult<(StatusCode, Json<One<CboxItemOut>>)> {
    policy::can_upload(&ctx)?;
    let project = input.project_id.or(ctx.project.map(|p| p.0)).ok_or_else(|| ApiError::field("project_id", Msg::new("validation.required")))?;
    let project = ctx.assigned_project(ProjectId(project))?.0;
    let name = rules::clean_name(input.name.as_deref().unwrap_or_default())?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (parent, grant) = destination(&txn, &ctx, project, input.parent_id).await?;
    if rules::name_taken(&txn, &ctx.tenant, project, parent, &name, None).await? {
        return Err(rules::name_taken_error());
    }
    let folder = super::external::row(&ctx, project, parent, cbox_item::FOLDER, name)
    .insert(&txn)
    .await?;
    records::record(&txn, &ctx, &folder, "created", None).await?;
    txn.commit().await?;
    let grant = grant.union(access::own(&ctx, &folder));
    Ok((StatusCode::CREATED, Json(One::new(view::one(&state.db, &ctx, folder, grant).await?))))
}

/// Where new items may go: the project root, or a live folder of the same project the user may edit. Returns the
/// parent id and the grant items created there inherit.
pub async fn destination<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, parent: Option<Uuid>) -> ApiResult<(Option<Uuid>, Grant)> {
    let Some(id) = parent else { return Ok((None, Grant::default())) };
    let (folder, grant) = access::load(db, ctx, id).await?;
    if !folder.is_folder() || folder.project_id != project {
        return Err(ApiError::field("parent_id", Msg::new("cbox.not_a_folder")));
    }
    access::ensure(access::rights(ctx, grant).edit)?;
    Ok((Some(folder.id), grant))
}
