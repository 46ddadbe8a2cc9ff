//! Reading, creating, editing and deleting activities. A new activity goes last under its parent, which becomes
//! a summary; deleting removes the subtree and closes the gap among the siblings.

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    concurrency,
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    ids::new_id,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set, TransactionTrait};
use serde_json::json;

use super::{dto::*, form, records, rollup, tree, view};
use crate::quality::{can_edit, can_read, entity::activity, find_activity};

/// One activity.
#[utoipa::path(get, operation_id = "get_activity", path = "/quality/activities/{id}", tag = "quality", params(("id" = Uuid, Path)), responses((status = 200, body = One<QualityActivityOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<QualityActivityOut>>> {
    can_read(&ctx)?;
    let row = find_activity(&state.db, &ctx, id).await?;
    Ok(Json(One::new(view::one(&state.db, row).await?)))
}

/// Creates an activity, last among its siblings (`projectId` names the project).
#[utoipa::path(post, operation_id = "create_activity", path = "/quality/activities", tag = "quality", params(("projectId" = Uuid, Query)), request_body = ActivityIn, responses((status = 201, body = One<QualityActivityOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<ActivityIn>) -> ApiResult<(StatusCode, Json<One<QualityActivityOut>>)> {
    can_edit(&ctx)?;
    let project = ctx.require_project()?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let parent = match input.parent_id {
        Some(id) => {
            let p = find_activity(&txn, &ctx, id).await.map_err(|_| ApiError::field("parent_id", Msg::new("validation.one_of")))?;
            if p.project_id != project {
                return Err(ApiError::field("parent_id", Msg::new("validation.one_of")));
            }
            Some(p)
        }
        None => None,
    };
    let level = parent.as_ref().map_or(1, |p| p.level + 1);
    tree::check_depth(level)?;
    let form = form::check(&txn, &ctx, project, &input, false, &[]).await?;
    let (start, end) = form.dates.ok_or_else(|| ApiError::field("est_start", Msg::new("validation.required")))?;
    let position = tree::last_position(&txn, project, input.parent_id).await? + 1;
    let now = Utc::now();
    let id = new_id();
    activity::Entity::insert(activity::ActiveModel {
        id: Set(id),
        company_id: Set(ctx.company.id),
        project_id: Set(project),
        parent_id: Set(input.parent_id),
        position: Set(position),
        level: Set(level),
        path: Set(tree::child_path(parent.as_ref().map(|p| p.path.as_str()), position)),
        is_summary: Set(false),
        milestone: Set(input.milestone && start == end),
        description: Set(form.description.clone()),
        stage_id: Set(form.stage_id),
        est_start: Set(start),
        est_end: Set(end),
        actual_start: Set(None),
        actual_end: Set(None),
        baseline_start: Set(None),
        baseline_end: Set(None),
        progress: Set(0.0),
        estimated_cost_e4: Set(form.costs[0]),
        expected_cost_e4: Set(form.costs[1]),
        actual_cost_e4: Set(form.costs[2]),
        currency: Set(form.currency.clone()),
        mixed_currency: Set(false),
        external_uid: Set(None),
        version: Set(1),
        created_by: Set(ctx.actor()),
        created_at: Set(now),
        updated_at: Set(now),
    })
    .exec_without_returning(&txn)
    .await?;
    form::write_links(&txn, id, &form).await?;
    records::write(&txn, &ctx, id, records::NewRecord { kind: "created", progress: None, recorded_on: now.date_naive(), note: None, changes: None }).await?;
    rollup::up(&txn, input.parent_id).await?;
    let row = find_activity(&txn, &ctx, id).await?;
    let out = view::one(&txn, row).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

/// Edits an activity; `version` must be the one read (409 otherwise). A summary keeps its rolled-up dates and costs.
#[utoipa::path(put, operation_id = "update_activity", path = "/quality/activities/{id}", tag = "quality", params(("id" = Uuid, Path)), request_body = ActivityIn, responses((status = 200, body = One<QualityActivityOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ActivityIn>) -> ApiResult<Json<One<QualityActivityOut>>> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = find_activity(&txn, &ctx, id).await?;
    let held = form::held(&txn, id).await?;
    let form = form::check(&txn, &ctx, before.project_id, &input, before.is_summary, &held).await?;
    let Some(version) = input.version else { return Err(ApiError::field("version", Msg::new("validation.required"))) };
    let mut row = activity::ActiveModel { description: Set(form.description.clone()), stage_id: Set(form.stage_id), milestone: Set(input.milestone && form.dates.is_some_and(|(s, e)| s == e)), version: Set(version.wrapping_add(1)), updated_at: Set(Utc::now()), ..Default::default() };
    if let Some((start, end)) = form.dates {
        row.est_start = Set(start);
        row.est_end = Set(end);
        row.estimated_cost_e4 = Set(form.costs[0]);
        row.expected_cost_e4 = Set(form.costs[1]);
        row.actual_cost_e4 = Set(form.costs[2]);
        row.currency = Set(form.currency.clone());
    }
    let result = activity::Entity::update_many().set(row).filter(activity::Column::Id.eq(id)).filter(activity::Column::Version.eq(version)).exec(&txn).await?;
    concurrency::check(result, true)?;
    form::write_links(&txn, id, &form).await?;
    let after = find_activity(&txn, &ctx, id).await?;
    let changes = changed(&before, &after);
    records::write(&txn, &ctx, id, records::NewRecord { kind: "edited", progress: None, recorded_on: Utc::now().date_naive(), note: None, changes: Some(changes) }).await?;
    rollup::up(&txn, after.parent_id).await?;
    let out = view::one(&txn, after).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// `{field: [before, after]}` of the fields an edit changed.
fn changed(a: &activity::Model, b: &activity::Model) -> serde_json::Value {
    let mut out = serde_json::Map::new();
    let pairs = [
        ("description", json!(a.description), json!(b.description)),
        ("stage_id", json!(a.stage_id), json!(b.stage_id)),
        ("est_start", json!(a.est_start), json!(b.est_start)),
        ("est_end", json!(a.est_end), json!(b.est_end)),
        ("estimated_cost", json!(a.estimated_cost_e4.map(|v| v as f64 / 1e4)), json!(b.estimated_cost_e4.map(|v| v as f64 / 1e4))),
        ("expected_cost", json!(a.expected_cost_e4.map(|v| v as f64 / 1e4)), json!(b.expected_cost_e4.map(|v| v as f64 / 1e4))),
        ("actual_cost", json!(a.actual_cost_e4.map(|v| v as f64 / 1e4)), json!(b.actual_cost_e4.map(|v| v as f64 / 1e4))),
        ("currency", json!(a.currency), json!(b.currency)),
    ];
    for (k, x, y) in pairs {
        if x != y {
            out.insert(k.into(), json!([x, y]));
        }
    }
    serde_json::Value::Object(out)
}

/// Deletes an activity with its subtree; the siblings after it move up.
#[utoipa::path(delete, operation_id = "delete_activity", path = "/quality/activities/{id}", tag = "quality", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_activity(&txn, &ctx, id).await?;
    let parent = match row.parent_id {
        Some(p) => Some(find_activity(&txn, &ctx, p).await?),
        None => None,
    };
    // Deepest first, so the tree's own foreign key never blocks (the cascade does the same on both engines).
    activity::Entity::delete_many().filter(activity::Column::ProjectId.eq(row.project_id)).filter(activity::Column::Path.starts_with(format!("{}.", row.path))).exec(&txn).await?;
    activity::Entity::delete_by_id(id).exec(&txn).await?;
    tree::shift_siblings(&txn, row.project_id, parent.as_ref(), row.position + 1, -1).await?;
    rollup::up(&txn, row.parent_id).await?;
    platform::audit::record(&txn, platform::audit::Entry { company_id: Some(ctx.company.id), user_id: ctx.actor(), action: "activity.deleted", entity: "activity", entity_id: Some(id), before: Some(json!({"description": row.description, "code": tree::code(&row.path)})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

