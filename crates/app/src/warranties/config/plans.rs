//! Plans of a unit type (PNG, JPEG or PDF, 20 MB each), kept in the storage layer and shown to owners later.

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    http::{HeaderMap, StatusCode},
    response::Response,
    Json,
};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::IdPath,
    storage::serve::{self, FileOut},
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use uuid::Uuid;

use super::{dto::*, unit_types};
use crate::warranties::{
    can_configure, can_read,
    entity::plan,
    files::{self, Accept, Rule, MB},
};

const RULE: Rule = Rule { accept: Accept::ImageOrPdf, max_bytes: 20 * MB, max_files: 20 };

/// The plans of a unit type.
#[utoipa::path(get, operation_id = "list_unit_type_plans", path = "/warranties/unit-types/{id}/plans", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, body = One<Vec<PlanOut>>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<Vec<PlanOut>>>> {
    can_read(&ctx)?;
    unit_types::find(&state.db, &ctx, id).await?;
    let rows = plan::Entity::find().filter(plan::Column::UnitTypeId.eq(id)).order_by_asc(plan::Column::CreatedAt).all(&state.db).await?;
    Ok(Json(One::new(rows.iter().map(out).collect())))
}

/// Uploads plans (multipart `file`, PNG, JPEG or PDF).
#[utoipa::path(post, operation_id = "upload_unit_type_plan", path = "/warranties/unit-types/{id}/plans", tag = "warranties", params(("id" = Uuid, Path)), request_body(content = FileForm, content_type = "multipart/form-data"), responses((status = 201, body = One<Vec<PlanOut>>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn upload(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<(StatusCode, Json<One<Vec<PlanOut>>>)> {
    can_configure(&ctx)?;
    unit_types::find(&state.db, &ctx, id).await?;
    let received = files::receive(&state, multipart, &format!("plans/{}", ctx.company.id), RULE).await?;
    let mut rows = Vec::new();
    for f in &received.files {
        let row = plan::ActiveModel {
            id: Set(Uuid::now_v7()),
            company_id: Set(ctx.company.id),
            unit_type_id: Set(id),
            name: Set(f.name.clone()),
            object_key: Set(f.key.clone()),
            content_type: Set(f.mime.clone()),
            size: Set(f.size as i64),
            created_at: Set(Utc::now()),
        };
        match plan::Entity::insert(row).exec_with_returning(&state.db).await {
            Ok(row) => rows.push(out(&row)),
            Err(err) => {
                received.discard(&state).await;
                return Err(err.into());
            }
        }
    }
    Ok((StatusCode::CREATED, Json(One::new(rows))))
}

/// A plan's file (shown inline: images and PDF only).
#[utoipa::path(get, operation_id = "get_plan_content", path = "/warranties/plans/{id}/content", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, description = "The plan"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn content(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, headers: HeaderMap) -> ApiResult<Response> {
    can_read(&ctx)?;
    let row = find(&state, &ctx, id).await?;
    serve::respond(&state.storage, &headers, FileOut { key: &row.object_key, name: &row.name, mime: &row.content_type, size: row.size as u64, inline: true, etag: None }).await
}

/// Deletes a plan.
#[utoipa::path(delete, operation_id = "delete_plan", path = "/warranties/plans/{id}", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    let row = find(&state, &ctx, id).await?;
    plan::Entity::delete_by_id(id).exec(&state.db).await?;
    if let Err(err) = state.storage.delete(&row.object_key).await {
        tracing::warn!(%err, key = row.object_key, "could not remove a deleted plan");
    }
    Ok(StatusCode::NO_CONTENT)
}

async fn find(state: &AppState, ctx: &Ctx, id: Uuid) -> ApiResult<plan::Model> {
    let row = plan::Entity::scoped(&ctx.tenant).filter(plan::Column::Id.eq(id)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    unit_types::find(&state.db, ctx, row.unit_type_id).await?;
    Ok(row)
}

fn out(p: &plan::Model) -> PlanOut {
    PlanOut { id: p.id, name: p.name.clone(), content_type: p.content_type.clone(), size: p.size, url: format!("/api/warranties/plans/{}/content", p.id) }
}
