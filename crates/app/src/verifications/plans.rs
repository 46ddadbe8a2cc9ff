//! Plans: PDF, PNG or JPEG files (told by their bytes, not their names; 20 MB each) attached to a template or to
//! an activity, which the verifier opens on site. An activity's plans follow the activity's project: a user not
//! assigned to it does not see them.

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
    error::{IdPath, QueryParams},
    i18n::Msg,
    storage::serve::{self, FileOut},
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use uuid::Uuid;

use super::{
    can_configure, can_read_config,
    entity::plan,
    templates::{dto::*, find_template, view::plan_out},
};
use crate::{
    quality::find_activity,
    warranties::files::{self, Accept, Received, Rule, MB},
};

const PLANS: Rule = Rule { accept: Accept::ImageOrPdf, max_bytes: 20 * MB, max_files: 10 };

/// What a plan belongs to, checked against the caller's company and projects.
async fn target<C: ConnectionTrait>(db: &C, ctx: &Ctx, template: Option<Uuid>, activity: Option<Uuid>) -> ApiResult<(Option<Uuid>, Option<Uuid>)> {
    match (template, activity) {
        (Some(t), None) => Ok((Some(find_template(db, ctx, t).await?.id), None)),
        (None, Some(a)) => Ok((None, Some(find_activity(db, ctx, a).await?.id))),
        (None, None) => Err(ApiError::field("template_id", Msg::new("validation.required"))),
        (Some(_), Some(_)) => Err(ApiError::field("activity_id", Msg::new("verifications.one_target"))),
    }
}

/// A template's or an activity's plans, oldest first.
#[utoipa::path(get, operation_id = "list_verification_plans", path = "/verifications/plans", tag = "verifications", params(VerificationPlanFilter), responses((status = 200, body = One<Vec<VerificationPlanOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(q): QueryParams<VerificationPlanFilter>) -> ApiResult<Json<One<Vec<VerificationPlanOut>>>> {
    can_read_config(&ctx)?;
    let select = match target(&state.db, &ctx, q.template_id, q.activity_id).await.map_err(|e| e.rename_field("template_id", "templateId").rename_field("activity_id", "activityId"))? {
        (Some(t), _) => plan::Entity::find().filter(plan::Column::TemplateId.eq(t)),
        (_, Some(a)) => plan::Entity::find().filter(plan::Column::ActivityId.eq(a)),
        (None, None) => return Err(ApiError::field("templateId", Msg::new("validation.required"))),
    };
    let rows = select.order_by_asc(plan::Column::CreatedAt).order_by_asc(plan::Column::Id).all(&state.db).await?;
    Ok(Json(One::new(rows.iter().map(plan_out).collect())))
}

/// Uploads plans for a template or an activity (multipart: `template_id` or `activity_id`, one or more `file`).
#[utoipa::path(post, operation_id = "upload_verification_plans", path = "/verifications/plans", tag = "verifications", request_body(content = VerificationPlanForm, content_type = "multipart/form-data"), responses((status = 201, body = One<Vec<VerificationPlanOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn upload(State(state): State<AppState>, ctx: Ctx, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<(StatusCode, Json<One<Vec<VerificationPlanOut>>>)> {
    can_configure(&ctx)?;
    let received = files::receive(&state, multipart, &format!("verification_plans/{}", ctx.company.id), PLANS).await?;
    match save(&state, &ctx, &received).await {
        Ok(out) => Ok((StatusCode::CREATED, Json(One::new(out)))),
        Err(err) => {
            received.discard(&state).await;
            Err(err)
        }
    }
}

fn uuid_field(received: &Received, name: &str) -> ApiResult<Option<Uuid>> {
    received.text(name).map(|t| Uuid::parse_str(t).map_err(|_| ApiError::field(name, Msg::new("validation.one_of")))).transpose()
}

async fn save(state: &AppState, ctx: &Ctx, received: &Received) -> ApiResult<Vec<VerificationPlanOut>> {
    if received.files.iter().any(|f| !matches!(f.sniffed, Some("application/pdf" | "image/png" | "image/jpeg"))) {
        return Err(ApiError::field("file", Msg::new("verifications.plan_type")));
    }
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (template_id, activity_id) = target(&txn, ctx, uuid_field(received, "template_id")?, uuid_field(received, "activity_id")?).await?;
    let mut out = Vec::new();
    for f in &received.files {
        let row = plan::ActiveModel {
            id: Set(Uuid::now_v7()),
            company_id: Set(ctx.company.id),
            template_id: Set(template_id),
            activity_id: Set(activity_id),
            name: Set(f.name.chars().take(255).collect()),
            object_key: Set(f.key.clone()),
            content_type: Set(f.mime.clone()),
            size: Set(f.size as i64),
            sha256: Set(f.sha256.clone()),
            uploaded_by: Set(ctx.actor()),
            created_at: Set(Utc::now()),
        };
        out.push(plan_out(&plan::Entity::insert(row).exec_with_returning(&txn).await?));
    }
    txn.commit().await?;
    Ok(out)
}

/// A plan of the caller's company whose template or activity the caller may see; 404 otherwise.
async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<plan::Model> {
    let row = plan::Entity::scoped(&ctx.tenant).filter(plan::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    if let Some(a) = row.activity_id {
        find_activity(db, ctx, a).await?;
    }
    Ok(row)
}

/// Downloads a plan (`Content-Disposition: attachment` with its name, RFC 6266).
#[utoipa::path(get, operation_id = "get_verification_plan", path = "/verifications/plans/{id}/content", tag = "verifications", params(("id" = Uuid, Path)), responses((status = 200, description = "The plan"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn content(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, headers: HeaderMap) -> ApiResult<Response> {
    can_read_config(&ctx)?;
    let row = find(&state.db, &ctx, id).await?;
    let out = FileOut { key: &row.object_key, name: &row.name, mime: &row.content_type, size: row.size as u64, inline: false, etag: Some(&row.sha256) };
    serve::respond(&state.storage, &headers, out).await
}

/// Deletes a plan.
#[utoipa::path(delete, operation_id = "delete_verification_plan", path = "/verifications/plans/{id}", tag = "verifications", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    let row = find(&state.db, &ctx, id).await?;
    plan::Entity::delete_by_id(id).exec(&state.db).await?;
    if let Err(err) = state.storage.delete(&row.object_key).await {
        tracing::warn!(%err, key = row.object_key, "could not remove a deleted plan");
    }
    Ok(StatusCode::NO_CONTENT)
}
