//! The quality stages of a project. Activities belong to a stage, and each IFC file of a BIM model to a different
//! one (SPEC §5): a file's stage is kept by name on the file (the BIM module enforces one file per stage within a
//! model), so renaming a stage renames it on the files, deleting it clears them, and naming a new stage on a file
//! creates it here ([`ensure_stage`]).

use std::collections::HashMap;

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::{ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    ids::new_id,
    search::name_key,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{can_configure, can_read_config, entity::{activity, stage}};
use crate::bim::entity::{file as bim_file, model as bim_model};

#[derive(Serialize, utoipa::ToSchema)]
pub struct QualityStageFileOut {
    pub file_id: Uuid,
    pub file_name: String,
    pub model_id: Uuid,
    pub model_name: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct QualityStageOut {
    pub id: Uuid,
    pub name: String,
    pub position: i32,
    pub activities: u64,
    /// The IFC files assigned to this stage, at most one per model.
    pub files: Vec<QualityStageFileOut>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct QualityStageIn {
    /// 1–120 characters, unique in the project ignoring case and accents.
    pub name: Option<String>,
}

fn taken() -> ApiError {
    ApiError::field("name", Msg::new("validation.taken"))
}

/// The stage named `name` in the project, created (last) when missing.
pub async fn ensure_stage<C: ConnectionTrait>(db: &C, company: Uuid, project: Uuid, name: &str) -> ApiResult<Uuid> {
    let key = name_key(name);
    if let Some(s) = stage::Entity::find().filter(stage::Column::ProjectId.eq(project)).filter(stage::Column::NameKey.eq(&key)).one(db).await? {
        return Ok(s.id);
    }
    let position = stage::Entity::find().filter(stage::Column::ProjectId.eq(project)).count(db).await? as i32 + 1;
    let id = new_id();
    stage::Entity::insert(stage::ActiveModel { id: Set(id), company_id: Set(company), project_id: Set(project), name: Set(name.to_string()), name_key: Set(key), position: Set(position), created_at: Set(Utc::now()) }).exec_without_returning(db).await.map_err(|e| platform::db::unique_or(e, taken))?;
    Ok(id)
}

/// The files of the project's models, by stage key.
async fn files_by_stage<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid) -> ApiResult<HashMap<String, Vec<QualityStageFileOut>>> {
    let models: HashMap<Uuid, String> = bim_model::Entity::find().filter(bim_model::Column::CompanyId.eq(ctx.company.id)).filter(bim_model::Column::ProjectId.eq(project)).all(db).await?.into_iter().map(|m| (m.id, m.name)).collect();
    let files = bim_file::Entity::find().filter(bim_file::Column::ModelId.is_in(models.keys().copied().collect::<Vec<_>>())).filter(bim_file::Column::Stage.is_not_null()).all(db).await?;
    let mut out: HashMap<String, Vec<QualityStageFileOut>> = HashMap::new();
    for f in files {
        let Some(stage) = f.stage.as_deref() else { continue };
        out.entry(name_key(stage)).or_default().push(QualityStageFileOut { file_id: f.id, file_name: f.name, model_id: f.model_id, model_name: models.get(&f.model_id).cloned().unwrap_or_default() });
    }
    Ok(out)
}

/// A stage as the list shows it.
async fn one<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<QualityStageOut> {
    let s = find(db, ctx, id).await?;
    let files = files_by_stage(db, ctx, s.project_id).await?.remove(&s.name_key).unwrap_or_default();
    let activities = activity::Entity::find().filter(activity::Column::StageId.eq(s.id)).count(db).await?;
    Ok(QualityStageOut { id: s.id, name: s.name, position: s.position, activities, files })
}

/// The project's stages in order, with their activities and IFC files.
#[utoipa::path(get, operation_id = "list_quality_stages", path = "/quality/stages", tag = "quality", params(ListQuery, ("projectId" = Uuid, Query)), responses((status = 200, body = Page<QualityStageOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<QualityStageOut>>> {
    can_read_config(&ctx)?;
    let project = ctx.require_project()?;
    let rows = stage::Entity::scoped(&ctx.tenant).filter(stage::Column::ProjectId.eq(project)).order_by_asc(stage::Column::Position).order_by_asc(stage::Column::Id).all(&state.db).await?;
    let mut files = files_by_stage(&state.db, &ctx, project).await?;
    let mut data = Vec::new();
    for s in rows {
        let activities = activity::Entity::find().filter(activity::Column::StageId.eq(s.id)).count(&state.db).await?;
        data.push(QualityStageOut { files: files.remove(&s.name_key).unwrap_or_default(), id: s.id, name: s.name, position: s.position, activities });
    }
    let total = data.len() as u64;
    Ok(Json(Page::new(data, &ListQuery { rows_per_page: Some(200), ..query }, total)))
}

fn valid(input: &QualityStageIn) -> ApiResult<String> {
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), 1, 120);
    v.finish()?;
    Ok(name)
}

/// A new stage, last in the order.
#[utoipa::path(post, operation_id = "create_quality_stage", path = "/quality/stages", tag = "quality", params(("projectId" = Uuid, Query)), request_body = QualityStageIn, responses((status = 201, body = One<QualityStageOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<QualityStageIn>) -> ApiResult<(StatusCode, Json<One<QualityStageOut>>)> {
    can_configure(&ctx)?;
    let project = ctx.require_project()?;
    let name = valid(&input)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    platform::db::name_free(&txn, stage::Entity::scoped(&ctx.tenant).filter(stage::Column::ProjectId.eq(project)), stage::Column::NameKey, stage::Column::Id, &name, None).await?;
    let id = ensure_stage(&txn, ctx.company.id, project, &name).await?;
    let out = one(&txn, &ctx, id).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<stage::Model> {
    let row = stage::Entity::scoped(&ctx.tenant).filter(stage::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    if ctx.project_ids.contains(&row.project_id) { Ok(row) } else { Err(ApiError::not_found()) }
}

/// Files of the project's models on the stage named `key`.
async fn files_on<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, key: &str) -> ApiResult<Vec<Uuid>> {
    Ok(files_by_stage(db, ctx, project).await?.remove(key).unwrap_or_default().into_iter().map(|f| f.file_id).collect())
}

/// Renames a stage, on its IFC files too.
#[utoipa::path(put, operation_id = "update_quality_stage", path = "/quality/stages/{id}", tag = "quality", params(("id" = Uuid, Path)), request_body = QualityStageIn, responses((status = 200, body = One<QualityStageOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<QualityStageIn>) -> ApiResult<Json<One<QualityStageOut>>> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find(&txn, &ctx, id).await?;
    let name = valid(&input)?;
    platform::db::name_free(&txn, stage::Entity::scoped(&ctx.tenant).filter(stage::Column::ProjectId.eq(row.project_id)), stage::Column::NameKey, stage::Column::Id, &name, Some(id)).await?;
    let files = files_on(&txn, &ctx, row.project_id, &row.name_key).await?;
    bim_file::Entity::update_many().col_expr(bim_file::Column::Stage, Expr::value(name.clone())).filter(bim_file::Column::Id.is_in(files)).exec(&txn).await?;
    stage::Entity::update_many().col_expr(stage::Column::Name, Expr::value(name.clone())).col_expr(stage::Column::NameKey, Expr::value(name_key(&name))).filter(stage::Column::Id.eq(id)).exec(&txn).await.map_err(|e| platform::db::unique_or(e, taken))?;
    let out = one(&txn, &ctx, id).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Deletes a stage: its activities keep no stage and its IFC files none either.
#[utoipa::path(delete, operation_id = "delete_quality_stage", path = "/quality/stages/{id}", tag = "quality", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find(&txn, &ctx, id).await?;
    let files = files_on(&txn, &ctx, row.project_id, &row.name_key).await?;
    bim_file::Entity::update_many().col_expr(bim_file::Column::Stage, Expr::value(Option::<String>::None)).filter(bim_file::Column::Id.is_in(files)).exec(&txn).await?;
    activity::Entity::update_many().col_expr(activity::Column::StageId, Expr::value(Option::<Uuid>::None)).filter(activity::Column::StageId.eq(id)).exec(&txn).await?;
    stage::Entity::delete_by_id(id).exec(&txn).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
