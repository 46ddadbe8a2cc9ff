//! Observations: the list of a project's (by state, activity or responsible; the overdue ones marked) and closing
//! one with a note and optional photos, by its responsible or by a user with `verifications.upload`. An open
//! observation blocks the reception of its activity.

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    Json,
};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::{paginate, ListQuery, One, Page},
    error::{IdPath, QueryParams},
    i18n::Msg,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, TransactionTrait};
use serde::Deserialize;
use uuid::Uuid;

use super::{can_access, dto::*, entity::observation, files, find_verification, verifs::view, UPLOAD};

#[derive(Deserialize)]
pub struct Query {
    #[serde(flatten)]
    list: ListQuery,
    #[serde(flatten)]
    filter: VerificationObservationFilter,
}

/// A page of the project's observations (`projectId` required), by deadline.
#[utoipa::path(get, operation_id = "list_verification_observations", path = "/verifications/observations", tag = "verifications", params(ListQuery, VerificationObservationFilter, ("projectId" = Uuid, Query)), responses((status = 200, body = Page<VerificationObservationOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(q): QueryParams<Query>) -> ApiResult<Json<Page<VerificationObservationOut>>> {
    can_access(&ctx)?;
    let project = ctx.require_project()?;
    let mut select = observation::Entity::scoped(&ctx.tenant).filter(observation::Column::ProjectId.eq(project));
    if let Some(s) = q.filter.state.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        let state = VerificationObservationState::parse(s).ok_or_else(|| ApiError::field("state", Msg::new("validation.one_of")))?;
        select = select.filter(observation::Column::State.eq(state.as_str()));
    }
    if let Some(a) = q.filter.activity_id {
        let of_activity = sea_orm::sea_query::Query::select().column(super::entity::verification::Column::Id).from(super::entity::verification::Entity).and_where(super::entity::verification::Column::ActivityId.eq(a)).to_owned();
        select = select.filter(observation::Column::VerificationId.in_subquery(of_activity));
    }
    if let Some(r) = q.filter.responsible_id {
        select = select.filter(observation::Column::ResponsibleId.eq(r));
    }
    let select = select.order_by_asc(observation::Column::Deadline).order_by_asc(observation::Column::Id);
    let page = paginate(&state.db, select, &q.list).await?;
    let total = page.total;
    let data = view::observations(&state.db, page.data).await?;
    Ok(Json(Page::new(data, &q.list, total)))
}

/// An observation of the caller's company in one of the caller's projects; 404 otherwise.
async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<observation::Model> {
    let row = observation::Entity::scoped(&ctx.tenant).filter(observation::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    if ctx.project_ids.contains(&row.project_id) { Ok(row) } else { Err(ApiError::not_found()) }
}

fn still_open(row: &observation::Model) -> ApiResult<()> {
    if row.state == VerificationObservationState::Open.as_str() { Ok(()) } else { Err(ApiError::field("state", Msg::new("verifications.observation_closed"))) }
}

/// Closes an observation with a note and optional photos (multipart: `note`, `file`): its responsible or a user
/// with `verifications.upload` (403 otherwise).
#[utoipa::path(post, operation_id = "close_verification_observation", path = "/verifications/observations/{id}/close", tag = "verifications", params(("id" = Uuid, Path)), request_body(content = VerificationObservationCloseForm, content_type = "multipart/form-data"), responses((status = 200, body = One<VerificationObservationOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn close(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<Json<One<VerificationObservationOut>>> {
    can_access(&ctx)?;
    let row = find(&state.db, &ctx, id).await?;
    if row.responsible_id != Some(ctx.user.id) && !ctx.can(UPLOAD) {
        return Err(ApiError::forbidden());
    }
    still_open(&row)?;
    let parent = find_verification(&state.db, &ctx, row.verification_id).await?;
    let received = files::receive_photos(&state, &ctx, &parent, multipart, false).await?;
    let closed: ApiResult<VerificationObservationOut> = async {
        let mut v = Validator::new();
        let note = received.text("note").unwrap_or_default().to_string();
        if v.required("note", Some(&note)) {
            v.length("note", &note, 1, 1000);
        }
        v.finish()?;
        let txn = state.db.begin_with_options(platform::db::WRITE).await?;
        still_open(&find(&txn, &ctx, id).await?)?;
        observation::Entity::update_many()
            .col_expr(observation::Column::State, Expr::value(VerificationObservationState::Closed.as_str()))
            .col_expr(observation::Column::ClosingNote, Expr::value(Some(note)))
            .col_expr(observation::Column::ClosedBy, Expr::value(ctx.actor()))
            .col_expr(observation::Column::ClosedAt, Expr::value(Some(Utc::now())))
            .filter(observation::Column::Id.eq(id))
            .exec(&txn)
            .await?;
        files::insert(&txn, &ctx, &parent, None, Some(id), &received).await?;
        let out = view::observations(&txn, vec![find(&txn, &ctx, id).await?]).await?.pop().ok_or_else(ApiError::not_found)?;
        txn.commit().await?;
        Ok(out)
    }
    .await;
    match closed {
        Ok(out) => Ok(Json(One::new(out))),
        Err(err) => {
            received.discard(&state).await;
            Err(err)
        }
    }
}
