//! What happens to failures besides registering them (SPEC §4, §5): closing one as not applicable, reopening one
//! (a not-applicable failure, or a managed one whose conformity record has no answer yet, which deletes that
//! record), combining failures of the same enclosure, place and item that no order has touched, and what
//! finishing the request does to them.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, QuerySelect, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{
    can_manage, can_read,
    dto::*,
    failure_view::{self, label},
    failures::{find, live},
};
use crate::{
    tickets::{self, activity, entity::ticket, store},
    warranties::entity::{ac, ac_failure, failure, file},
};

/// `not_applicable` (a pending failure, with a reason) or `reopen`.
#[utoipa::path(post, operation_id = "act_on_failure", path = "/warranties/failures/{id}/actions", tag = "warranties", params(("id" = Uuid, Path)), request_body = FailureActionIn, responses((status = 200, body = One<FailureOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn act(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<FailureActionIn>) -> ApiResult<Json<One<FailureOut>>> {
    can_read(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (before, row) = find(&txn, &ctx, id).await?;
    can_manage(&ctx, &row)?;
    live(&row)?;
    let mut active = before.clone().into_active_model();
    let detail = match input.action.as_deref().map(str::trim) {
        Some("not_applicable") => {
            if before.status != "pending" {
                return Err(ApiError::field("action", Msg::new("warranties.failure_not_pending")));
            }
            let reason = input.reason.as_deref().map(str::trim).filter(|r| !r.is_empty()).ok_or_else(|| ApiError::field("reason", Msg::new("validation.required")))?;
            if reason.chars().count() > 500 {
                return Err(ApiError::field("reason", Msg::new("validation.max_length").arg("max", 500)));
            }
            active.status = Set("not_applicable".into());
            active.status_reason = Set(Some(reason.to_string()));
            json!({"number": before.number, "action": "not_applicable", "reason": reason})
        }
        Some("reopen") => {
            let unanswered = unanswered_ac(&txn, before.id).await?;
            match (before.status.as_str(), unanswered) {
                ("not_applicable", _) => {}
                ("managed", Some(record)) => {
                    // The record goes: its other failures wait for a new one.
                    ac::Entity::delete_by_id(record.id).exec(&txn).await?;
                    activity::record(&txn, &ctx, row.id, "ac_deleted", json!({"code": record.code})).await?;
                }
                _ => return Err(ApiError::field("action", Msg::new("warranties.failure_cannot_reopen"))),
            }
            active.status = Set("pending".into());
            active.status_reason = Set(None);
            active.result = Set(None);
            active.managed_at = Set(None);
            json!({"number": before.number, "action": "reopen"})
        }
        Some("") | None => return Err(ApiError::field("action", Msg::new("validation.required"))),
        Some(_) => return Err(ApiError::field("action", Msg::new("validation.one_of"))),
    };
    active.updated_at = Set(Utc::now());
    let after = active.update(&txn).await?;
    store::touch(&txn, &row, None).await?;
    activity::record(&txn, &ctx, row.id, "failure_changed", detail).await?;
    txn.commit().await?;
    Ok(Json(One::new(failure_view::one(&state.db, after).await?)))
}

/// Combines failures of the same enclosure, place and item that no order has touched: the lowest number stays
/// (with the others' details and photos), the others point at it.
#[utoipa::path(post, operation_id = "combine_request_failures", path = "/warranties/requests/{id}/failures/combine", tag = "warranties", params(("id" = Uuid, Path)), request_body = CombineIn, responses((status = 200, body = One<FailureOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn combine(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<CombineIn>) -> ApiResult<Json<One<FailureOut>>> {
    can_read(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = store::load(&txn, &ctx, id, tickets::POSTVENTA).await?;
    can_manage(&ctx, &row)?;
    live(&row)?;
    let mut ids = input.ids.clone();
    ids.sort();
    ids.dedup();
    if ids.len() < 2 {
        return Err(ApiError::field("ids", Msg::new("warranties.combine_two")));
    }
    let rows = failure::Entity::scoped(&ctx.tenant).filter(failure::Column::TicketId.eq(row.id)).filter(failure::Column::Id.is_in(ids.clone())).order_by_asc(failure::Column::Number).all(&txn).await?;
    if rows.len() != ids.len() {
        return Err(ApiError::field("ids", Msg::new("validation.one_of")));
    }
    let first = &rows[0];
    if rows.iter().any(|f| (f.area_id, f.place_id, f.item_id) != (first.area_id, first.place_id, first.item_id)) {
        return Err(ApiError::field("ids", Msg::new("warranties.combine_same_item")));
    }
    if rows.iter().any(|f| f.status != "pending") {
        return Err(ApiError::field("ids", Msg::new("warranties.combine_managed")));
    }
    let others: Vec<Uuid> = rows[1..].iter().map(|f| f.id).collect();
    let detail = match input.detail.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        Some(d) => Some(d.chars().take(1000).collect::<String>()),
        None => {
            let parts: Vec<&str> = rows.iter().filter_map(|f| f.detail.as_deref()).collect();
            (!parts.is_empty()).then(|| parts.join(" · ").chars().take(1000).collect())
        }
    };
    failure::Entity::update_many()
        .col_expr(failure::Column::Status, Expr::value("combined"))
        .col_expr(failure::Column::CombinedInto, Expr::value(first.id))
        .col_expr(failure::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(failure::Column::Id.is_in(others.clone()))
        .exec(&txn)
        .await?;
    file::Entity::update_many().col_expr(file::Column::FailureId, Expr::value(first.id)).filter(file::Column::FailureId.is_in(others)).exec(&txn).await?;
    let mut kept = first.clone().into_active_model();
    kept.detail = Set(detail);
    kept.updated_at = Set(Utc::now());
    let kept = kept.update(&txn).await?;
    store::touch(&txn, &row, None).await?;
    activity::record(&txn, &ctx, row.id, "failures_combined", json!({"into": kept.number, "numbers": rows[1..].iter().map(|f| f.number).collect::<Vec<_>>(), "label": label(&kept)})).await?;
    txn.commit().await?;
    Ok(Json(One::new(failure_view::one(&state.db, kept).await?)))
}

/// The failure's latest conformity record when nobody answered it yet.
async fn unanswered_ac<C: ConnectionTrait>(db: &C, failure: Uuid) -> ApiResult<Option<ac::Model>> {
    let ids: Vec<Uuid> = ac_failure::Entity::find().select_only().column(ac_failure::Column::AcId).filter(ac_failure::Column::FailureId.eq(failure)).into_tuple().all(db).await?;
    let latest = ac::Entity::find().filter(ac::Column::Id.is_in(ids)).order_by_desc(ac::Column::Seq).one(db).await?;
    Ok(latest.filter(|a| a.status == "pending"))
}

/// What finishing did to the failures.
pub struct Finished {
    pub removed: usize,
    pub without_conformity: usize,
    /// Storage keys of the removed failures' photos, deleted once the transaction commits.
    pub photo_keys: Vec<String>,
}

/// Finishing removes the failures still pending (or scheduled) and counts the managed ones without a conforming
/// record (SPEC §4).
pub async fn finish<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: &ticket::Model) -> ApiResult<Finished> {
    let rows = failure::Entity::find().filter(failure::Column::TicketId.eq(row.id)).all(db).await?;
    let pending: Vec<&failure::Model> = rows.iter().filter(|f| matches!(f.status.as_str(), "pending" | "scheduled")).collect();
    let ids: Vec<Uuid> = pending.iter().map(|f| f.id).collect();
    let photos = file::Entity::find().filter(file::Column::FailureId.is_in(ids.clone())).all(db).await?;
    file::Entity::delete_many().filter(file::Column::Id.is_in(photos.iter().map(|p| p.id))).exec(db).await?;
    failure::Entity::delete_many().filter(failure::Column::Id.is_in(ids)).exec(db).await?;
    let managed: Vec<Uuid> = rows.iter().filter(|f| f.status == "managed").map(|f| f.id).collect();
    let verdicts = failure_view::verdicts(db, &managed).await?;
    let without_conformity = managed.iter().filter(|id| verdicts.get(id).map(String::as_str) != Some("conforming")).count();
    if !pending.is_empty() {
        activity::record(db, ctx, row.id, "failures_removed", json!({"numbers": pending.iter().map(|f| f.number).collect::<Vec<_>>()})).await?;
    }
    Ok(Finished { removed: pending.len(), without_conformity, photo_keys: photos.into_iter().map(|p| p.object_key).collect() })
}
