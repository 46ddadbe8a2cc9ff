//! Receptions: an activity's work received (as a whole, or in one unit). Closing one is refused while any
//! observation of the activity's verifications (of that unit, for a unit's reception) is open, while none of them
//! is closed, and, with the project's settings, while a unit of the activity lacks a closed verification or
//! without the signer's signature. A unit's closed reception is recorded on the unit's activity, and the unit's
//! page (`ficha/:unitId/recepcion`) lists its receptions.

use std::borrow::Cow;

use axum::{extract::State, http::StatusCode, Json};
use chrono::{DateTime, Utc};
use platform::{
    context::Ctx,
    envelope::{paginate, ListQuery, One, Page},
    error::{FieldErrors, IdPath, JsonBody, QueryParams},
    i18n::Msg,
    ids::new_id,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{can_access, dto::*, entity::{observation, reception, verification}, names, settings, verifs::{close::signature, create::unit_of}, ACCESS};
use crate::{
    quality::{activities::tree, entity::activity_unit, find_activity},
    warranties::{entity::unit, find_unit, units::activity::record},
};

#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerificationReceptionIn {
    /// A quality activity of the project.
    pub activity_id: Option<Uuid>,
    /// One of its units, for a unit's reception; none for the whole activity.
    pub unit_id: Option<Uuid>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerificationReceptionCloseIn {
    /// At most 1000 characters.
    pub note: Option<String>,
    /// The signer's drawn signature (a PNG data URL); required by the project's settings (by default).
    pub signature: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct VerificationReceptionOut {
    pub id: Uuid,
    pub project_id: Uuid,
    pub activity_id: Uuid,
    pub activity_code: String,
    pub activity_description: String,
    pub unit_id: Option<Uuid>,
    pub unit_name: Option<String>,
    pub state: VerificationReceptionState,
    pub note: Option<String>,
    pub signed: bool,
    pub closed_by_name: Option<String>,
    pub closed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// Which receptions to list: a project's (`projectId`), an activity's or a unit's (`unitId` alone is enough).
#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VerificationReceptionFilter {
    #[serde(rename = "activityId")]
    #[param(rename = "activityId")]
    pub activity_id: Option<Uuid>,
    #[serde(rename = "unitId")]
    #[param(rename = "unitId")]
    pub unit_id: Option<Uuid>,
}

#[derive(Deserialize)]
pub struct Query {
    #[serde(flatten)]
    list: ListQuery,
    #[serde(flatten)]
    filter: VerificationReceptionFilter,
}

async fn outs<C: ConnectionTrait>(db: &C, rows: Vec<reception::Model>) -> ApiResult<Vec<VerificationReceptionOut>> {
    let acts: std::collections::HashMap<Uuid, (String, String)> = crate::quality::entity::activity::Entity::find()
        .filter(crate::quality::entity::activity::Column::Id.is_in(rows.iter().map(|r| r.activity_id).collect::<Vec<_>>()))
        .all(db)
        .await?
        .into_iter()
        .map(|a| (a.id, (tree::code(&a.path), a.description)))
        .collect();
    let units: std::collections::HashMap<Uuid, String> = unit::Entity::find().filter(unit::Column::Id.is_in(rows.iter().filter_map(|r| r.unit_id).collect::<Vec<_>>())).all(db).await?.into_iter().map(|u| (u.id, u.name)).collect();
    let people = names(db, rows.iter().filter_map(|r| r.closed_by).collect()).await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let (code, description) = acts.get(&r.activity_id).cloned().unwrap_or_default();
            VerificationReceptionOut {
                activity_code: code,
                activity_description: description,
                unit_name: r.unit_id.and_then(|u| units.get(&u).cloned()),
                state: VerificationReceptionState::parse(&r.state).unwrap_or(VerificationReceptionState::Open),
                signed: r.signature_key.is_some(),
                closed_by_name: r.closed_by.and_then(|u| people.get(&u).cloned()),
                id: r.id,
                project_id: r.project_id,
                activity_id: r.activity_id,
                unit_id: r.unit_id,
                note: r.note,
                closed_at: r.closed_at,
                created_at: r.created_at,
            }
        })
        .collect())
}

/// Receptions, newest first: of a unit (`unitId`; the deliveries' unit page reads them with `modulo_entregas`), or
/// of a project (`projectId`), optionally of one activity.
#[utoipa::path(get, operation_id = "list_receptions", path = "/verifications/receptions", tag = "verifications", params(ListQuery, VerificationReceptionFilter, ("projectId" = Option<Uuid>, Query)), responses((status = 200, body = Page<VerificationReceptionOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(q): QueryParams<Query>) -> ApiResult<Json<Page<VerificationReceptionOut>>> {
    ctx.require_any(&[ACCESS, "modulo_entregas"])?;
    let mut select = reception::Entity::scoped(&ctx.tenant);
    match q.filter.unit_id {
        Some(u) => select = select.filter(reception::Column::UnitId.eq(find_unit(&state.db, &ctx, u).await?.id)),
        None => select = select.filter(reception::Column::ProjectId.eq(ctx.require_project()?)),
    }
    if let Some(a) = q.filter.activity_id {
        select = select.filter(reception::Column::ActivityId.eq(a));
    }
    let page = paginate(&state.db, select.order_by_desc(reception::Column::CreatedAt).order_by_desc(reception::Column::Id), &q.list).await?;
    let total = page.total;
    let data = outs(&state.db, page.data).await?;
    Ok(Json(Page::new(data, &q.list, total)))
}

/// Opens the reception of an activity of the project (`projectId`), or of the activity in one of its units.
#[utoipa::path(post, operation_id = "create_reception", path = "/verifications/receptions", tag = "verifications", params(("projectId" = Uuid, Query)), request_body = VerificationReceptionIn, responses((status = 201, body = One<VerificationReceptionOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<VerificationReceptionIn>) -> ApiResult<(StatusCode, Json<One<VerificationReceptionOut>>)> {
    can_access(&ctx)?;
    let project = ctx.require_project()?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let id = input.activity_id.ok_or_else(|| ApiError::field("activity_id", Msg::new("validation.required")))?;
    let bad = || ApiError::field("activity_id", Msg::new("validation.one_of"));
    let activity = find_activity(&txn, &ctx, id).await.map_err(|_| bad())?;
    if activity.project_id != project {
        return Err(bad());
    }
    let unit_id = match input.unit_id {
        Some(u) => Some(unit_of(&txn, &ctx, &activity, u).await?),
        None => None,
    };
    let same = reception::Entity::find().filter(reception::Column::ActivityId.eq(activity.id));
    let same = match unit_id {
        Some(u) => same.filter(reception::Column::UnitId.eq(u)),
        None => same.filter(reception::Column::UnitId.is_null()),
    };
    if same.count(&txn).await? > 0 {
        return Err(ApiError::field("activity_id", Msg::new("verifications.reception_exists")));
    }
    let row = reception::ActiveModel { id: Set(new_id()), company_id: Set(ctx.company.id), project_id: Set(project), activity_id: Set(activity.id), unit_id: Set(unit_id), state: Set(VerificationReceptionState::Open.as_str().into()), note: Set(None), signature_key: Set(None), closed_by: Set(None), closed_at: Set(None), created_by: Set(ctx.actor()), created_at: Set(Utc::now()) };
    let row = reception::Entity::insert(row).exec_with_returning(&txn).await?;
    let out = outs(&txn, vec![row]).await?.pop().ok_or_else(ApiError::not_found)?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

/// A 422 with its own code (the SPA explains why the reception waits) and the message on `field`.
fn blocked(code: &'static str, field: &str, msg: Msg) -> ApiError {
    let mut err = ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, code);
    err.code = Cow::Borrowed(code);
    err.message = msg.clone();
    err.errors = FieldErrors::from([(field.to_string(), vec![msg])]);
    err
}

/// Why the reception cannot close yet, if it cannot.
async fn ready<C: ConnectionTrait>(db: &C, ctx: &Ctx, r: &reception::Model) -> ApiResult<()> {
    let mut of = verification::Entity::find().filter(verification::Column::ActivityId.eq(r.activity_id));
    if let Some(u) = r.unit_id {
        of = of.filter(verification::Column::UnitId.eq(u));
    }
    let list = of.all(db).await?;
    let ids: Vec<Uuid> = list.iter().map(|v| v.id).collect();
    let open = observation::Entity::find().filter(observation::Column::VerificationId.is_in(ids)).filter(observation::Column::State.eq(VerificationObservationState::Open.as_str())).count(db).await?;
    if open > 0 {
        return Err(blocked("verifications.open_observations", "observations", Msg::new("verifications.open_observations").arg("count", open)));
    }
    let closed: Vec<&verification::Model> = list.iter().filter(|v| v.state == VerificationState::Closed.as_str()).collect();
    if closed.is_empty() {
        return Err(blocked("verifications.no_closed_verification", "verifications", Msg::new("verifications.no_closed_verification")));
    }
    if r.unit_id.is_none() && settings::of(db, ctx, r.project_id).await?.require_all_units {
        let units: Vec<Uuid> = activity_unit::Entity::find().filter(activity_unit::Column::ActivityId.eq(r.activity_id)).all(db).await?.into_iter().map(|u| u.unit_id).collect();
        let missing = units.iter().filter(|u| !closed.iter().any(|v| v.unit_id == Some(**u))).count();
        if missing > 0 {
            return Err(blocked("verifications.units_pending", "units", Msg::new("verifications.units_pending").arg("count", missing)));
        }
    }
    Ok(())
}

/// Closes a reception once its verifications are closed and none of their observations is open (422 with the
/// reason otherwise), signed by the caller when the project's settings ask for it (they do by default).
#[utoipa::path(post, operation_id = "close_reception", path = "/verifications/receptions/{id}/close", tag = "verifications", params(("id" = Uuid, Path)), request_body = VerificationReceptionCloseIn, responses((status = 200, body = One<VerificationReceptionOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn close(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<VerificationReceptionCloseIn>) -> ApiResult<Json<One<VerificationReceptionOut>>> {
    can_access(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = reception::Entity::scoped(&ctx.tenant).filter(reception::Column::Id.eq(id)).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    if !ctx.project_ids.contains(&row.project_id) {
        return Err(ApiError::not_found());
    }
    if row.state != VerificationReceptionState::Open.as_str() {
        return Err(ApiError::field("state", Msg::new("verifications.reception_already_closed")));
    }
    ready(&txn, &ctx, &row).await?;
    let mut v = Validator::new();
    let note = input.note.as_deref().map(str::trim).filter(|n| !n.is_empty()).map(String::from);
    if let Some(n) = &note {
        v.length("note", n, 1, 1000);
    }
    let png = if settings::of(&txn, &ctx, row.project_id).await?.signature_required || input.signature.is_some() { signature(&mut v, &ctx, input.signature.as_deref()) } else { None };
    v.finish()?;
    let key = match png {
        Some(png) => {
            let key = format!("receptions/{}/{}/signature-{}.png", ctx.company.id, id, Uuid::now_v7());
            state.storage.put_bytes(&key, png).await.map_err(ApiError::internal)?;
            Some(key)
        }
        None => None,
    };
    let closed: ApiResult<VerificationReceptionOut> = async {
        reception::Entity::update_many()
            .col_expr(reception::Column::State, Expr::value(VerificationReceptionState::Closed.as_str()))
            .col_expr(reception::Column::Note, Expr::value(note.clone()))
            .col_expr(reception::Column::SignatureKey, Expr::value(key.clone()))
            .col_expr(reception::Column::ClosedBy, Expr::value(ctx.actor()))
            .col_expr(reception::Column::ClosedAt, Expr::value(Some(Utc::now())))
            .filter(reception::Column::Id.eq(id))
            .exec(&txn)
            .await?;
        let fresh = reception::Entity::find_by_id(id).one(&txn).await?.ok_or_else(ApiError::not_found)?;
        let out = outs(&txn, vec![fresh]).await?.pop().ok_or_else(ApiError::not_found)?;
        if let Some(u) = row.unit_id {
            let what = serde_json::json!({"reception_id": id, "activity": format!("{} {}", out.activity_code, out.activity_description), "note": note});
            record(&txn, &ctx, u, "verifications.reception_closed", None, Some(what)).await?;
        }
        txn.commit().await?;
        Ok(out)
    }
    .await;
    if let (Err(_), Some(k)) = (&closed, &key) {
        state.storage.delete(k).await.ok();
    }
    closed.map(|out| Json(One::new(out)))
}
