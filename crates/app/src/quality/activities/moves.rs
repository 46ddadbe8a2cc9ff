//! Moving an activity (with its subtree) in the WBS, and saving the baseline: the planned dates of the whole
//! schedule copied as the baseline the Gantt shows under each bar.

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    concurrency,
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, EntityTrait, QueryFilter, Set, TransactionTrait};
use serde_json::json;

use super::{dto::*, records, rollup, tree, view};
use crate::quality::{can_edit, entity::activity, find_activity};

/// Moves an activity under another parent (or to the top) at a position; its subtree goes with it. An activity
/// cannot go under itself or its own descendants.
#[utoipa::path(post, operation_id = "move_activity", path = "/quality/activities/{id}/move", tag = "quality", params(("id" = Uuid, Path)), request_body = ActivityMoveIn, responses((status = 200, body = One<QualityActivityOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn move_to(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ActivityMoveIn>) -> ApiResult<Json<One<QualityActivityOut>>> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_activity(&txn, &ctx, id).await?;
    let Some(version) = input.version else { return Err(ApiError::field("version", Msg::new("validation.required"))) };
    if version != row.version {
        return Err(ApiError::conflict());
    }
    let bad_parent = || ApiError::field("parent_id", Msg::new("quality.bad_parent"));
    let new_parent = match input.parent_id {
        Some(p) => {
            let p = find_activity(&txn, &ctx, p).await.map_err(|_| bad_parent())?;
            if p.project_id != row.project_id || p.id == row.id || p.path.starts_with(&format!("{}.", row.path)) {
                return Err(bad_parent());
            }
            Some(p)
        }
        None => None,
    };
    let depth = activity::Entity::find().filter(activity::Column::ProjectId.eq(row.project_id)).filter(activity::Column::Path.starts_with(format!("{}.", row.path))).all(&txn).await?.iter().map(|d| d.level - row.level).max().unwrap_or(0);
    let level = new_parent.as_ref().map_or(1, |p| p.level + 1);
    tree::check_depth(level + depth)?;
    let old_parent = match row.parent_id {
        Some(p) => Some(find_activity(&txn, &ctx, p).await?),
        None => None,
    };
    // Out of the old place: park the subtree under a path no sibling uses, close the gap, then open one.
    let parked = format!("~{}", id.simple());
    tree::rewrite(&txn, row.project_id, &row.path, &parked, 0).await?;
    activity::Entity::update_many().col_expr(activity::Column::Position, Expr::value(0)).filter(activity::Column::Id.eq(id)).exec(&txn).await?;
    tree::shift_siblings(&txn, row.project_id, old_parent.as_ref(), row.position + 1, -1).await?;
    let new_parent = match new_parent {
        Some(p) => Some(find_activity(&txn, &ctx, p.id).await?),
        None => None,
    };
    let last = tree::last_position(&txn, row.project_id, input.parent_id).await?;
    let position = input.position.unwrap_or(last + 1).clamp(1, last + 1);
    tree::shift_siblings(&txn, row.project_id, new_parent.as_ref(), position, 1).await?;
    let path = tree::child_path(new_parent.as_ref().map(|p| p.path.as_str()), position);
    tree::rewrite(&txn, row.project_id, &parked, &path, level - row.level).await?;
    let update = activity::ActiveModel { parent_id: Set(input.parent_id), position: Set(position), version: Set(version.wrapping_add(1)), updated_at: Set(Utc::now()), ..Default::default() };
    let result = activity::Entity::update_many().set(update).filter(activity::Column::Id.eq(id)).filter(activity::Column::Version.eq(version)).exec(&txn).await?;
    concurrency::check(result, true)?;
    let changes = json!({"code": [tree::code(&row.path), tree::code(&path)]});
    records::write(&txn, &ctx, id, records::NewRecord { kind: "moved", progress: None, recorded_on: Utc::now().date_naive(), note: None, changes: Some(changes) }).await?;
    rollup::up(&txn, row.parent_id).await?;
    rollup::up(&txn, input.parent_id).await?;
    let out = view::one(&txn, find_activity(&txn, &ctx, id).await?).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Saves the current planned dates of every activity of the project as its baseline.
#[utoipa::path(post, operation_id = "save_quality_baseline", path = "/quality/baseline", tag = "quality", params(("projectId" = Uuid, Query)), responses((status = 204, description = "Saved"), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn baseline(State(state): State<AppState>, ctx: Ctx) -> ApiResult<StatusCode> {
    can_edit(&ctx)?;
    let project = ctx.require_project()?;
    activity::Entity::update_many()
        .col_expr(activity::Column::BaselineStart, Expr::col(activity::Column::EstStart))
        .col_expr(activity::Column::BaselineEnd, Expr::col(activity::Column::EstEnd))
        .col_expr(activity::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(activity::Column::CompanyId.eq(ctx.company.id))
        .filter(activity::Column::ProjectId.eq(project))
        .exec(&state.db)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}
