//! Answering an item: complies (an item that needs a photo must have one), failure (it must bring the observation
//! it opens, with a description, a deadline of today or later and a responsible of the project, unless the item
//! already has an open one; with the project's setting, a photo too) or not applicable. The first answer puts the
//! verification in progress.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPair, JsonBody},
    i18n::Msg,
    ids::new_id,
    validate::Validator,
    ApiResult, AppState,
};
use sea_orm::{sea_query::{Expr, ExprTrait}, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, Set, TransactionTrait};
use uuid::Uuid;

use super::view;
use crate::verifications::{
    can_access, collect,
    dto::*,
    entity::{item, observation, photo, verification},
    files::{item_of, open},
    find_verification, member, settings,
};

/// The observation of a failure, checked; the fields are reported under `observation.`.
async fn checked_observation<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, v: &mut Validator, input: &VerificationObservationIn) -> ApiResult<Option<(String, chrono::NaiveDate, Uuid)>> {
    let description = input.description.as_deref().unwrap_or_default().trim().to_string();
    if v.required("observation.description", Some(&description)) {
        v.length("observation.description", &description, 1, 1000);
    }
    let deadline = match input.deadline.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        Some(d) => v.date("observation.deadline", d).inspect(|date| v.date_after("observation.deadline", *date, Utc::now().date_naive(), true)),
        None => {
            v.add("observation.deadline", Msg::new("validation.required"));
            None
        }
    };
    let responsible = collect(v, member(db, ctx, project, input.responsible_id, "observation.responsible_id").await)?;
    Ok(match (deadline, responsible) {
        (Some(d), Some(r)) if !v.has("observation.description") => Some((description, d, r.id)),
        _ => None,
    })
}

/// Answers one item of an open verification; a failure opens its observation in the same request.
#[utoipa::path(put, operation_id = "answer_verification_item", path = "/verifications/{id}/items/{item_id}", tag = "verifications", params(("id" = Uuid, Path), ("item_id" = Uuid, Path)), request_body = VerificationAnswerIn, responses((status = 200, body = One<VerificationOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn answer(State(state): State<AppState>, ctx: Ctx, IdPair(id, item_id): IdPair, JsonBody(input): JsonBody<VerificationAnswerIn>) -> ApiResult<Json<One<VerificationOut>>> {
    can_access(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_verification(&txn, &ctx, id).await?;
    let target = item_of(&txn, &row, item_id).await?;
    open(&row)?;
    let mut v = Validator::new();
    let result = match input.result.as_deref().map(str::trim).filter(|r| !r.is_empty()) {
        Some(r) => VerificationResult::parse(r).or_else(|| {
            v.add("result", Msg::new("validation.one_of"));
            None
        }),
        None => {
            v.add("result", Msg::new("validation.required"));
            None
        }
    };
    let note = input.note.as_deref().map(str::trim).filter(|n| !n.is_empty()).map(String::from);
    if let Some(n) = &note {
        v.length("note", n, 1, 1000);
    }
    let photos = photo::Entity::find().filter(photo::Column::ItemId.eq(item_id)).count(&txn).await?;
    let mut opens = None;
    match result {
        Some(VerificationResult::Complies) if target.requires_photo && photos == 0 => v.add("result", Msg::new("verifications.photo_required")),
        Some(VerificationResult::Failure) => {
            if photos == 0 && settings::of(&txn, &ctx, row.project_id).await?.require_photos_on_failure {
                v.add("result", Msg::new("verifications.failure_photo_required"));
            }
            let open_one = observation::Entity::find().filter(observation::Column::ItemId.eq(item_id)).filter(observation::Column::State.eq(VerificationObservationState::Open.as_str())).count(&txn).await?;
            match &input.observation {
                Some(o) => opens = checked_observation(&txn, &ctx, row.project_id, &mut v, o).await?,
                None if open_one == 0 => v.add("observation", Msg::new("verifications.observation_required")),
                None => {}
            }
        }
        _ => {}
    }
    v.finish()?;
    let result = result.unwrap_or(VerificationResult::Pending);
    let answered = result != VerificationResult::Pending;
    let now = Utc::now();
    item::Entity::update_many()
        .col_expr(item::Column::Result, Expr::value(result.as_str()))
        .col_expr(item::Column::Note, Expr::value(note))
        .col_expr(item::Column::AnsweredBy, Expr::value(if answered { ctx.actor() } else { None }))
        .col_expr(item::Column::AnsweredAt, Expr::value(answered.then_some(now)))
        .filter(item::Column::Id.eq(item_id))
        .exec(&txn)
        .await?;
    if let Some((description, deadline, responsible)) = opens {
        observation::Entity::insert(observation::ActiveModel {
            id: Set(new_id()),
            company_id: Set(ctx.company.id),
            project_id: Set(row.project_id),
            verification_id: Set(id),
            item_id: Set(item_id),
            description: Set(description),
            deadline: Set(deadline),
            responsible_id: Set(Some(responsible)),
            state: Set(VerificationObservationState::Open.as_str().into()),
            closing_note: Set(None),
            closed_by: Set(None),
            closed_at: Set(None),
            created_by: Set(ctx.actor()),
            created_at: Set(now),
        })
        .exec_without_returning(&txn)
        .await?;
    }
    let state = if answered && row.state == VerificationState::Pending.as_str() { VerificationState::InProgress.as_str() } else { row.state.as_str() };
    verification::Entity::update_many()
        .col_expr(verification::Column::State, Expr::value(state))
        .col_expr(verification::Column::Version, Expr::col(verification::Column::Version).add(1))
        .col_expr(verification::Column::UpdatedAt, Expr::value(now))
        .filter(verification::Column::Id.eq(id))
        .exec(&txn)
        .await?;
    let out = view::one(&txn, find_verification(&txn, &ctx, id).await?).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}
