//! Models of a project: list and read them (anyone assigned to the project), create them and change their name,
//! code and Concrete assignment (`config.projects.manage`).

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::{One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    ids::ProjectId,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, TransactionTrait};
use uuid::Uuid;

use super::{dto::*, entity::model, store, MANAGE};

/// The project's models with their files and states.
#[utoipa::path(get, operation_id = "list_bim_models", path = "/bim/models", tag = "bim", params(ModelsQuery), responses((status = 200, body = Page<BimModelOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ModelsQuery>) -> ApiResult<Json<Page<BimModelOut>>> {
    let project = match query.project_id {
        Some(id) => ctx.assigned_project(ProjectId(id))?.0,
        None => ctx.require_project()?,
    };
    let rows = model::Entity::scoped(&ctx.tenant).filter(model::Column::ProjectId.eq(project)).order_by_asc(model::Column::Name).all(&state.db).await?;
    let files = store::files(&state.db, &rows.iter().map(|m| m.id).collect::<Vec<_>>()).await?;
    let data: Vec<BimModelOut> = rows
        .into_iter()
        .map(|row| {
            let own = files.iter().filter(|f| f.model_id == row.id).cloned().collect();
            store::out(&ctx, row, own)
        })
        .collect();
    Ok(Json(whole(data)))
}

/// One model.
#[utoipa::path(get, operation_id = "get_bim_model", path = "/bim/models/{id}", tag = "bim", params(("id" = Uuid, Path)), responses((status = 200, body = One<BimModelOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<BimModelOut>>> {
    let row = store::model(&state.db, &ctx, id).await?;
    Ok(Json(One::new(store::view(&state.db, &ctx, row).await?)))
}

/// A new model without files; files are uploaded to it (`purpose: bim`).
#[utoipa::path(post, operation_id = "create_bim_model", path = "/bim/models", tag = "bim", request_body = BimModelIn, responses((status = 201, body = One<BimModelOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<BimModelIn>) -> ApiResult<(StatusCode, Json<One<BimModelOut>>)> {
    ctx.require(MANAGE)?;
    let project = input.project_id.or(ctx.project.map(|p| p.0)).ok_or_else(|| ApiError::field("project_id", Msg::new("validation.required")))?;
    let project = ctx.assigned_project(ProjectId(project))?.0;
    let mut v = Validator::new();
    let name = v.name("model_name", input.model_name.as_deref(), 1, 120);
    let code = v.name("model_id", input.model_id.as_deref(), 1, 60);
    v.finish()?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    code_free(&txn, project, &code, None).await?;
    let now = Utc::now();
    let row = model::Model { id: Uuid::now_v7(), company_id: ctx.company.id, project_id: project, name, code, concrete: false, version: 1, created_by: ctx.user.id, created_at: now, updated_at: now };
    let row = row.into_active_model().insert(&txn).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(store::view(&state.db, &ctx, row).await?))))
}

/// Renames the model, changes its code, or assigns it to Concrete (one model per project).
#[utoipa::path(put, operation_id = "update_bim_model", path = "/bim/models/{id}", tag = "bim", params(("id" = Uuid, Path)), request_body = BimModelPatch, responses((status = 200, body = One<BimModelOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<BimModelPatch>) -> ApiResult<Json<One<BimModelOut>>> {
    ctx.require(MANAGE)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = store::model(&txn, &ctx, id).await?;
    if input.version.is_some_and(|v| v != row.version) {
        return Err(ApiError::conflict());
    }
    let mut v = Validator::new();
    let name = input.model_name.as_deref().map(|n| v.name("model_name", Some(n), 1, 120));
    let code = input.model_id.as_deref().map(|c| v.name("model_id", Some(c), 1, 60));
    v.finish()?;
    if let Some(code) = &code {
        code_free(&txn, row.project_id, code, Some(row.id)).await?;
    }
    if input.concrete == Some(true) && !row.concrete {
        let taken = model::Entity::find().filter(model::Column::ProjectId.eq(row.project_id)).filter(model::Column::Concrete.eq(true)).filter(model::Column::Id.ne(row.id)).one(&txn).await?;
        if taken.is_some() {
            return Err(ApiError::field("concrete", Msg::new("bim.concrete_taken")));
        }
    }
    let version = row.version;
    let mut active = row.into_active_model();
    if let Some(name) = name {
        active.name = Set(name);
    }
    if let Some(code) = code {
        active.code = Set(code);
    }
    if let Some(concrete) = input.concrete {
        active.concrete = Set(concrete);
    }
    active.version = Set(version.wrapping_add(1));
    active.updated_at = Set(Utc::now());
    let row = active.update(&txn).await?;
    txn.commit().await?;
    Ok(Json(One::new(store::view(&state.db, &ctx, row).await?)))
}

async fn code_free<C: ConnectionTrait>(db: &C, project: Uuid, code: &str, except: Option<Uuid>) -> ApiResult<()> {
    let mut query = model::Entity::find().filter(model::Column::ProjectId.eq(project)).filter(platform::search::equals_ignoring_case(model::Column::Code, code));
    if let Some(id) = except {
        query = query.filter(model::Column::Id.ne(id));
    }
    match query.one(db).await? {
        Some(_) => Err(ApiError::field("model_id", Msg::new("bim.code_taken"))),
        None => Ok(()),
    }
}

/// Every row in one page (a project has a handful of models).
fn whole<T>(data: Vec<T>) -> Page<T> {
    let total = data.len() as u64;
    Page { data, current_page: 1, total, rows_per_page: total.max(1), has_more: false }
}
