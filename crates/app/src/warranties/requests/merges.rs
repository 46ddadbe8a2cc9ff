//! Merging requests (SPEC §5): only requests of the same project, unit and owner, without orders, not finished and
//! not of delivery-act origin (the core's rules, `tickets::merge`), with undo while nothing new happened.

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

use super::{can_manage_all, can_read, dto::RequestOut, view};
use crate::{
    cmanagement::dto::MergeIn,
    tickets::{
        self,
        dto::MergeOut,
        entity::{merge, ticket},
        merge as merging, merge_view, store,
    },
};

/// Requests that may be merged into this one; `search` matches subject or number.
#[utoipa::path(get, operation_id = "list_request_merge_candidates", path = "/warranties/requests/{id}/merge-candidates", tag = "warranties", params(("id" = uuid::Uuid, Path), ListQuery), responses((status = 200, body = Page<RequestOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn candidates(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<RequestOut>>> {
    can_manage_all(&ctx)?;
    let target = store::load(&state.db, &ctx, id, tickets::POSTVENTA).await?;
    let page = paginate(&state.db, merge_view::candidates(&ctx, &target, query.search()), &query).await?;
    let data = view::many(&state.db, &ctx, page.data).await?;
    Ok(Json(Page { data, current_page: page.current_page, total: page.total, rows_per_page: page.rows_per_page, has_more: page.has_more }))
}

/// Merges `source_id` into this request; a refusal names the rule.
#[utoipa::path(post, operation_id = "merge_requests", path = "/warranties/requests/{id}/merge", tag = "warranties", params(("id" = uuid::Uuid, Path)), request_body = MergeIn, responses((status = 200, body = One<MergeOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn merge(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<MergeIn>) -> ApiResult<Json<One<MergeOut>>> {
    can_manage_all(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let target = store::load(&txn, &ctx, id, tickets::POSTVENTA).await?;
    let source_id = input.source_id.ok_or_else(|| ApiError::field("source_id", Msg::new("validation.required")))?;
    let source = ticket::Entity::scoped(&ctx.tenant).filter(ticket::Column::Id.eq(source_id)).filter(ticket::Column::ProjectId.is_in(ctx.project_ids.clone())).one(&txn).await?;
    let source = source.ok_or_else(|| ApiError::field("source_id", Msg::new("validation.one_of")))?;
    let row = merging::merge(&txn, &ctx, &target, &source).await?;
    txn.commit().await?;
    let target = store::load(&state.db, &ctx, id, tickets::POSTVENTA).await?;
    Ok(Json(One::new(merge_view::out(&state.db, &ctx, vec![row], &target).await?.remove(0))))
}

/// Merges made into this request, newest first.
#[utoipa::path(get, operation_id = "list_request_merges", path = "/warranties/requests/{id}/merges", tag = "warranties", params(("id" = uuid::Uuid, Path)), responses((status = 200, body = One<Vec<MergeOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<Vec<MergeOut>>>> {
    can_read(&ctx)?;
    let target = store::load(&state.db, &ctx, id, tickets::POSTVENTA).await?;
    Ok(Json(One::new(merge_view::into(&state.db, &ctx, &target).await?)))
}

/// Undoes a merge while nothing new happened on the request it went into.
#[utoipa::path(post, operation_id = "undo_request_merge", path = "/warranties/merges/{id}/undo", tag = "warranties", params(("id" = uuid::Uuid, Path)), responses((status = 200, body = One<MergeOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn undo(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<MergeOut>>> {
    can_manage_all(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = merge::Entity::scoped(&ctx.tenant).filter(merge::Column::Id.eq(id)).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    let target = store::load(&txn, &ctx, row.target_id, tickets::POSTVENTA).await?;
    let source = store::load(&txn, &ctx, row.source_id, tickets::POSTVENTA).await?;
    let row = merging::undo(&txn, &ctx, &row, &target, &source).await?;
    txn.commit().await?;
    let target = store::load(&state.db, &ctx, row.target_id, tickets::POSTVENTA).await?;
    Ok(Json(One::new(merge_view::out(&state.db, &ctx, vec![row], &target).await?.remove(0))))
}
