//! Merging tickets from a ticket's page: the candidates (tickets of the same project that may be merged into
//! it), the merge itself, the merges made into a ticket and their undo.

use axum::{extract::State, Json};
use platform::{
    context::Ctx,
    envelope::{paginate, ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, QueryFilter, TransactionTrait};

use super::{dto::MergeIn, policy};
use crate::tickets::{
    self,
    dto::{MergeOut, TicketOut},
    entity::{merge, ticket},
    merge as merging, merge_view, store, view,
};

/// Tickets that may be merged into this one: same project, live, not merged, without orders, not of
/// delivery-act origin; `search` matches subject or number.
#[utoipa::path(get, operation_id = "list_merge_candidates", path = "/cmanagement/tickets/{id}/merge-candidates", tag = "cmanagement", params(("id" = Uuid, Path), ListQuery), responses((status = 200, body = Page<TicketOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn candidates(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<TicketOut>>> {
    policy::can_manage_all(&ctx)?;
    let target = store::load(&state.db, &ctx, id, tickets::CMANAGEMENT).await?;
    let select = merge_view::candidates(&ctx, &target, query.search());
    let page = paginate(&state.db, select, &query).await?;
    let data = view::many(&state.db, &ctx, page.data).await?;
    Ok(Json(Page { data, current_page: page.current_page, total: page.total, rows_per_page: page.rows_per_page, has_more: page.has_more }))
}

/// Merges `source_id` into this ticket; refusals name the rule (same project, no orders, not finished, not of
/// delivery-act origin, not already merged).
#[utoipa::path(post, operation_id = "merge_tickets", path = "/cmanagement/tickets/{id}/merge", tag = "cmanagement", params(("id" = Uuid, Path)), request_body = MergeIn, responses((status = 200, body = One<MergeOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn merge(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<MergeIn>) -> ApiResult<Json<One<MergeOut>>> {
    policy::can_manage_all(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let target = store::load(&txn, &ctx, id, tickets::CMANAGEMENT).await?;
    let source_id = input.source_id.ok_or_else(|| ApiError::field("source_id", Msg::new("validation.required")))?;
    // A ticket of another project of the company is refused by the same-project rule; another company's does
    // not exist for the caller.
    let source = ticket::Entity::scoped(&ctx.tenant).filter(ticket::Column::Id.eq(source_id)).one(&txn).await?;
    let source = source.ok_or_else(|| ApiError::field("source_id", Msg::new("validation.one_of")))?;
    let row = merging::merge(&txn, &ctx, &target, &source).await?;
    txn.commit().await?;
    let target = store::load(&state.db, &ctx, id, tickets::CMANAGEMENT).await?;
    Ok(Json(One::new(merge_view::out(&state.db, &ctx, vec![row], &target).await?.remove(0))))
}

/// Merges made into this ticket, newest first, with whether each can still be undone.
#[utoipa::path(get, operation_id = "list_ticket_merges", path = "/cmanagement/tickets/{id}/merges", tag = "cmanagement", params(("id" = Uuid, Path)), responses((status = 200, body = One<Vec<MergeOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<Vec<MergeOut>>>> {
    policy::can_open(&ctx)?;
    let target = store::load(&state.db, &ctx, id, tickets::CMANAGEMENT).await?;
    Ok(Json(One::new(merge_view::into(&state.db, &ctx, &target).await?)))
}

/// Undoes a merge while nothing new happened on the ticket it went into: the source comes back with its
/// messages, attachments, tasks and CC.
#[utoipa::path(post, operation_id = "undo_ticket_merge", path = "/cmanagement/merges/{id}/undo", tag = "cmanagement", params(("id" = Uuid, Path)), responses((status = 200, body = One<MergeOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn undo(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<MergeOut>>> {
    policy::can_manage_all(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = merge::Entity::scoped(&ctx.tenant).filter(merge::Column::Id.eq(id)).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    let target = store::load(&txn, &ctx, row.target_id, tickets::CMANAGEMENT).await?;
    let source = store::load(&txn, &ctx, row.source_id, tickets::CMANAGEMENT).await?;
    let row = merging::undo(&txn, &ctx, &row, &target, &source).await?;
    txn.commit().await?;
    let target = store::load(&state.db, &ctx, row.target_id, tickets::CMANAGEMENT).await?;
    Ok(Json(One::new(merge_view::out(&state.db, &ctx, vec![row], &target).await?.remove(0))))
}
