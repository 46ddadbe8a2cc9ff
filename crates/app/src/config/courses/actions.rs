//! Extend, unassign and complete an assignment. An extension adds 15 business days to the later of today and the
//! current deadline (at most 2 extensions); extending an unassigned course gives it back.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    audit,
    concurrency,
    context::Ctx,
    entities::user,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveValue::NotSet, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{assignments::{today, view}, calendar, dto::*, entity::{assignment, course}, notices, policy, state::{self, CourseStatus as Status}};

async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<assignment::Model> {
    assignment::Entity::scoped(&ctx.tenant).filter(assignment::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

fn refuse(key: &'static str) -> ApiError {
    ApiError::field("id", Msg::new(key))
}

/// Saves `change` if the version read is current, records it, and answers the assignment as it is now.
async fn save(txn: &sea_orm::DatabaseTransaction, ctx: &Ctx, before: &assignment::Model, version: Option<i32>, change: assignment::ActiveModel, action: &str) -> ApiResult<AssignmentOut> {
    let Some(version) = version else { return Err(ApiError::field("version", Msg::new("validation.required"))) };
    let result = assignment::Entity::update_many()
        .set(assignment::ActiveModel { version: Set(version.wrapping_add(1)), ..change })
        .filter(assignment::Column::Id.eq(before.id))
        .filter(assignment::Column::Version.eq(version))
        .exec(txn)
        .await?;
    concurrency::check(result, true)?;
    let after = find(txn, ctx, before.id).await?;
    audit::record(txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action, entity: "course_assignment", entity_id: Some(before.id), before: Some(json!({"expiry_date": before.expiry_date, "extension_count": before.extension_count})), after: Some(json!({"expiry_date": after.expiry_date, "extension_count": after.extension_count})), ip: ctx.client.ip.clone() }).await?;
    Ok(view(txn, ctx, vec![after]).await?.remove(0))
}

/// Adds 15 business days; a 3rd extension is refused.
#[utoipa::path(post, operation_id = "extend_course_assignment", path = "/course-assignments/{id}/extend", tag = "config", params(("id" = Uuid, Path)), request_body = VersionIn, responses((status = 200, body = One<AssignmentOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn extend(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<VersionIn>) -> ApiResult<Json<One<AssignmentOut>>> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let a = find(&txn, &ctx, id).await?;
    if a.completed_at.is_some() {
        return Err(refuse("courses.completed"));
    }
    if a.extension_count >= calendar::MAX_EXTENSIONS {
        return Err(refuse("courses.max_extensions"));
    }
    let today = today();
    let from = if a.unassigned_at.is_some() { today } else { today.max(a.expiry_date) };
    let expiry = calendar::deadline(&txn, &ctx.company.country, from).await?;
    let change = assignment::ActiveModel { expiry_date: Set(expiry), extension_count: Set(a.extension_count + 1), unassigned_at: Set(None), ..Default::default() };
    let out = save(&txn, &ctx, &a, input.version, change, "course.extended").await?;
    if let Some(u) = user::Entity::scoped(&ctx.tenant).filter(user::Column::Id.eq(a.user_id)).one(&txn).await? {
        let name = course::Entity::find_by_id(a.course_id).one(&txn).await?.map(|c| c.name).unwrap_or_default();
        notices::tell(&txn, &state, &u, &name, expiry, notices::Event::Extended).await?;
    }
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Takes the course back from the user; giving it back later needs an extension.
#[utoipa::path(post, operation_id = "unassign_course_assignment", path = "/course-assignments/{id}/unassign", tag = "config", params(("id" = Uuid, Path)), request_body = VersionIn, responses((status = 200, body = One<AssignmentOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn unassign(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<VersionIn>) -> ApiResult<Json<One<AssignmentOut>>> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let a = find(&txn, &ctx, id).await?;
    match state::of(&a, today()).status {
        Status::Completed => return Err(refuse("courses.completed")),
        Status::Unassigned => return Err(refuse("courses.already_unassigned")),
        _ => {}
    }
    let change = assignment::ActiveModel { unassigned_at: Set(Some(Utc::now())), expiry_date: NotSet, ..Default::default() };
    let out = save(&txn, &ctx, &a, input.version, change, "course.unassigned").await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Records the course as completed while its term runs.
#[utoipa::path(post, operation_id = "complete_course_assignment", path = "/course-assignments/{id}/complete", tag = "config", params(("id" = Uuid, Path)), request_body = VersionIn, responses((status = 200, body = One<AssignmentOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn complete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<VersionIn>) -> ApiResult<Json<One<AssignmentOut>>> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let a = find(&txn, &ctx, id).await?;
    match state::of(&a, today()).status {
        Status::Completed => return Err(refuse("courses.completed")),
        Status::Unassigned => return Err(refuse("courses.already_unassigned")),
        Status::Expired => return Err(refuse("courses.expired")),
        Status::InProgress => {}
    }
    let change = assignment::ActiveModel { completed_at: Set(Some(Utc::now())), ..Default::default() };
    let out = save(&txn, &ctx, &a, input.version, change, "course.completed").await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}
