//! Creating a verification: of one quality activity of the project (optionally in one of its units), from a
//! template whose items are copied then (later changes to the template do not reach it), with a responsible
//! assigned to the project and the date it is planned for.

use axum::{extract::State, http::StatusCode, Json};
use chrono::{NaiveDate, Utc};
use platform::{context::Ctx, envelope::One, error::JsonBody, i18n::Msg, ids::new_id, validate::Validator, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set, TransactionTrait};
use uuid::Uuid;

use super::view;
use crate::{
    quality::{entity::{activity, activity_unit}, find_activity},
    verifications::{
        can_access, collect,
        dto::*,
        entity::{item, verification},
        find_verification, member,
        templates::{find_template, view::items},
    },
    warranties::find_unit,
};

/// The activity, checked to be of the project.
async fn activity_of<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, id: Option<Uuid>) -> ApiResult<activity::Model> {
    let id = id.ok_or_else(|| ApiError::field("activity_id", Msg::new("validation.required")))?;
    let bad = || ApiError::field("activity_id", Msg::new("validation.one_of"));
    let row = find_activity(db, ctx, id).await.map_err(|_| bad())?;
    if row.project_id == project { Ok(row) } else { Err(bad()) }
}

/// The unit, checked to be of the project and, when the activity names units, one of them.
pub async fn unit_of<C: ConnectionTrait>(db: &C, ctx: &Ctx, activity: &activity::Model, id: Uuid) -> ApiResult<Uuid> {
    let bad = || ApiError::field("unit_id", Msg::new("validation.one_of"));
    let unit = find_unit(db, ctx, id).await.map_err(|_| bad())?;
    if unit.project_id != activity.project_id {
        return Err(bad());
    }
    let held: Vec<Uuid> = activity_unit::Entity::find().filter(activity_unit::Column::ActivityId.eq(activity.id)).all(db).await?.into_iter().map(|u| u.unit_id).collect();
    if held.is_empty() || held.contains(&unit.id) { Ok(unit.id) } else { Err(bad()) }
}

/// The planned date, required.
pub fn scheduled(v: &mut Validator, text: Option<&str>) -> Option<NaiveDate> {
    match text.map(str::trim).filter(|s| !s.is_empty()) {
        Some(t) => v.date("scheduled_on", t),
        None => {
            v.add("scheduled_on", Msg::new("validation.required"));
            None
        }
    }
}

/// Creates a verification of an activity (optionally in one unit) from a template, copying its items.
#[utoipa::path(post, operation_id = "create_verification", path = "/verifications", tag = "verifications", params(("projectId" = Uuid, Query)), request_body = VerificationIn, responses((status = 201, body = One<VerificationOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<VerificationIn>) -> ApiResult<(StatusCode, Json<One<VerificationOut>>)> {
    can_access(&ctx)?;
    let project = ctx.require_project()?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let mut v = Validator::new();
    let activity = collect(&mut v, activity_of(&txn, &ctx, project, input.activity_id).await)?;
    let unit = match (&activity, input.unit_id) {
        (Some(a), Some(u)) => collect(&mut v, unit_of(&txn, &ctx, a, u).await)?,
        _ => None,
    };
    let template = match input.template_id {
        Some(t) => collect(&mut v, find_template(&txn, &ctx, t).await.map_err(|_| ApiError::field("template_id", Msg::new("validation.one_of"))))?,
        None => {
            v.add("template_id", Msg::new("validation.required"));
            None
        }
    };
    let copied = match &template {
        Some(t) => items(&txn, t.id).await?,
        None => Vec::new(),
    };
    if template.is_some() && copied.is_empty() {
        v.add("template_id", Msg::new("verifications.template_empty"));
    }
    let responsible = collect(&mut v, member(&txn, &ctx, project, input.responsible_id, "responsible_id").await)?;
    let date = scheduled(&mut v, input.scheduled_on.as_deref());
    v.finish()?;
    let (Some(activity), Some(template), Some(responsible), Some(date)) = (activity, template, responsible, date) else { return Err(ApiError::field("body", Msg::new("validation.required"))) };
    let now = Utc::now();
    let id = new_id();
    verification::Entity::insert(verification::ActiveModel {
        id: Set(id),
        company_id: Set(ctx.company.id),
        project_id: Set(project),
        activity_id: Set(activity.id),
        unit_id: Set(unit),
        template_id: Set(Some(template.id)),
        template_name: Set(template.name.clone()),
        responsible_id: Set(Some(responsible.id)),
        scheduled_on: Set(date),
        state: Set(VerificationState::Pending.as_str().into()),
        closed_at: Set(None),
        signed_by: Set(None),
        signature_key: Set(None),
        version: Set(1),
        created_by: Set(ctx.actor()),
        created_at: Set(now),
        updated_at: Set(now),
    })
    .exec_without_returning(&txn)
    .await?;
    let rows: Vec<item::ActiveModel> = copied
        .into_iter()
        .map(|i| item::ActiveModel { id: Set(new_id()), verification_id: Set(id), position: Set(i.position), text: Set(i.text), requires_photo: Set(i.requires_photo), result: Set(VerificationResult::Pending.as_str().into()), note: Set(None), answered_by: Set(None), answered_at: Set(None) })
        .collect();
    for chunk in rows.chunks(100) {
        item::Entity::insert_many(chunk.to_vec()).exec_without_returning(&txn).await?;
    }
    let out = view::one(&txn, find_verification(&txn, &ctx, id).await?).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}
