//! The project's data for deliveries (`/config/propietarios/global` and `logo`): municipal reception date, real
//! estate company and legal representative with their tax ids, and the logo printed on the delivery act.

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    http::{HeaderMap, StatusCode},
    response::Response,
    Json,
};
use chrono::Utc;
use platform::{
    concurrency,
    context::Ctx,
    entities::project,
    envelope::One,
    error::JsonBody,
    storage::serve::{self, FileOut},
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use super::dto::*;
use crate::warranties::{
    can_configure, can_read,
    files::{self, Accept, Rule, MB},
};

const LOGO: Rule = Rule { accept: Accept::Image, max_bytes: 2 * MB, max_files: 1 };

/// The active project's data.
#[utoipa::path(get, operation_id = "get_delivery_project", path = "/warranties/project", tag = "warranties", params(("projectId" = uuid::Uuid, Query)), responses((status = 200, body = One<ProjectDataOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<ProjectDataOut>>> {
    can_read(&ctx)?;
    Ok(Json(One::new(out(&find(&state.db, &ctx).await?))))
}

/// Edits the project's data; `version` must be the one read (409 otherwise).
#[utoipa::path(put, operation_id = "update_delivery_project", path = "/warranties/project", tag = "warranties", params(("projectId" = uuid::Uuid, Query)), request_body = ProjectDataIn, responses((status = 200, body = One<ProjectDataOut>), (status = 403, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<ProjectDataIn>) -> ApiResult<Json<One<ProjectDataOut>>> {
    can_configure(&ctx)?;
    let before = find(&state.db, &ctx).await?;
    let mut v = Validator::new();
    let text = |v: &mut Validator, field: &str, value: &Option<String>, max: usize| {
        let value = value.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(String::from);
        if let Some(s) = &value {
            v.length(field, s, 1, max);
        }
        value
    };
    let address = text(&mut v, "address", &input.address, 200);
    let real_estate_name = text(&mut v, "real_estate_name", &input.real_estate_name, 120);
    let real_estate_tax_id = text(&mut v, "real_estate_tax_id", &input.real_estate_tax_id, 20);
    let legal_representative = text(&mut v, "legal_representative", &input.legal_representative, 120);
    let legal_representative_tax_id = text(&mut v, "legal_representative_tax_id", &input.legal_representative_tax_id, 20);
    let date = input.municipal_reception_date.as_deref().map(str::trim).filter(|s| !s.is_empty()).and_then(|d| v.date("municipal_reception_date", d));
    v.finish()?;
    let version = input.version.unwrap_or(before.version);
    let result = project::Entity::update_many()
        .col_expr(project::Column::Address, Expr::value(address))
        .col_expr(project::Column::RealEstateName, Expr::value(real_estate_name))
        .col_expr(project::Column::RealEstateTaxId, Expr::value(real_estate_tax_id))
        .col_expr(project::Column::LegalRepresentative, Expr::value(legal_representative))
        .col_expr(project::Column::LegalRepresentativeTaxId, Expr::value(legal_representative_tax_id))
        .col_expr(project::Column::MunicipalReceptionDate, Expr::value(date))
        .col_expr(project::Column::Version, Expr::value(version.wrapping_add(1)))
        .col_expr(project::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(project::Column::Id.eq(before.id))
        .filter(project::Column::Version.eq(version))
        .exec(&state.db)
        .await?;
    concurrency::check(result, true)?;
    Ok(Json(One::new(out(&find(&state.db, &ctx).await?))))
}

/// Sets (or replaces) the project's logo: a PNG or JPEG of at most 2 MB.
#[utoipa::path(put, operation_id = "put_delivery_logo", path = "/warranties/project/logo", tag = "warranties", params(("projectId" = uuid::Uuid, Query)), request_body(content = FileForm, content_type = "multipart/form-data"), responses((status = 200, body = One<ProjectDataOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put_logo(State(state): State<AppState>, ctx: Ctx, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<Json<One<ProjectDataOut>>> {
    can_configure(&ctx)?;
    let before = find(&state.db, &ctx).await?;
    let received = files::receive(&state, multipart, &format!("logos/{}", ctx.company.id), LOGO).await?;
    let Some(logo) = received.files.first() else { return Err(ApiError::internal("a received form without its file")) };
    let saved = project::Entity::update_many()
        .col_expr(project::Column::LogoKey, Expr::value(Some(logo.key.clone())))
        .col_expr(project::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(project::Column::Id.eq(before.id))
        .exec(&state.db)
        .await;
    if let Err(err) = saved {
        received.discard(&state).await;
        return Err(err.into());
    }
    if let Some(old) = before.logo_key {
        state.storage.delete(&old).await.ok();
    }
    Ok(Json(One::new(out(&find(&state.db, &ctx).await?))))
}

/// The project's logo.
#[utoipa::path(get, operation_id = "get_delivery_logo", path = "/warranties/project/logo", tag = "warranties", params(("projectId" = uuid::Uuid, Query)), responses((status = 200, description = "The image"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get_logo(State(state): State<AppState>, ctx: Ctx, headers: HeaderMap) -> ApiResult<Response> {
    can_read(&ctx)?;
    let p = find(&state.db, &ctx).await?;
    let key = p.logo_key.ok_or_else(ApiError::not_found)?;
    let size = state.storage.size(&key).await.map_err(|_| ApiError::not_found())?;
    let head = state.storage.read_all(&key).await.map_err(ApiError::internal)?;
    let mime = if head.starts_with(b"\x89PNG") { "image/png" } else { "image/jpeg" };
    serve::respond(&state.storage, &headers, FileOut { key: &key, name: "logo", mime, size, inline: true, etag: None }).await
}

/// Removes the project's logo.
#[utoipa::path(delete, operation_id = "delete_delivery_logo", path = "/warranties/project/logo", tag = "warranties", params(("projectId" = uuid::Uuid, Query)), responses((status = 204, description = "Removed"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete_logo(State(state): State<AppState>, ctx: Ctx) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    let p = find(&state.db, &ctx).await?;
    let key = p.logo_key.ok_or_else(ApiError::not_found)?;
    project::Entity::update_many().col_expr(project::Column::LogoKey, Expr::value(None::<String>)).filter(project::Column::Id.eq(p.id)).exec(&state.db).await?;
    state.storage.delete(&key).await.ok();
    Ok(StatusCode::NO_CONTENT)
}

pub async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx) -> ApiResult<project::Model> {
    find_by_id(db, ctx, ctx.require_project()?).await
}

/// A project of the caller's company.
pub async fn find_by_id<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: uuid::Uuid) -> ApiResult<project::Model> {
    project::Entity::scoped(&ctx.tenant).filter(project::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

fn out(p: &project::Model) -> ProjectDataOut {
    ProjectDataOut {
        name: p.name.clone(),
        address: p.address.clone(),
        municipal_reception_date: p.municipal_reception_date,
        real_estate_name: p.real_estate_name.clone(),
        real_estate_tax_id: p.real_estate_tax_id.clone(),
        legal_representative: p.legal_representative.clone(),
        legal_representative_tax_id: p.legal_representative_tax_id.clone(),
        has_logo: p.logo_key.is_some(),
        version: p.version,
    }
}
