//! A request's failures (`solicitud/:id/fallas`): drawn from the unit type's checklist (enclosure → place → item,
//! optionally one of the item's issues), with detail, severity, batch and guarantee family. The warranty end is
//! computed when the failure is registered and a failure past it is flagged, not refused. Reclassifying changes
//! the checklist position until an order's result was recorded; photos are the unit's files.

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    http::StatusCode,
    Json,
};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, QuerySelect, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{can_manage, can_read, dto::*, failure_view, warranty};
use crate::{
    auth::me::NamedRef,
    tickets::{self, activity, entity::ticket, status::Status, store},
    warranties::{
        config::{dto::NodeLevel, project},
        entity::{failure, node, severity, unit},
        files,
        units::unit_files::{self, Link},
    },
};

/// The request's failures (combined ones too, pointing at the failure they went into), by number.
#[utoipa::path(get, operation_id = "list_request_failures", path = "/warranties/requests/{id}/failures", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, body = One<Vec<FailureOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<Vec<FailureOut>>>> {
    can_read(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::POSTVENTA).await?;
    Ok(Json(One::new(failure_view::of_request(&state.db, row.id).await?)))
}

/// The unit type's checklist and the project's severities, for the failure form.
#[utoipa::path(get, operation_id = "request_checklist", path = "/warranties/requests/{id}/checklist", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, body = One<RequestChecklist>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn checklist(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<RequestChecklist>>> {
    can_read(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::POSTVENTA).await?;
    let unit = unit_of(&state.db, &ctx, &row).await?;
    let nodes = match unit.unit_type_id {
        Some(t) => node::Entity::scoped(&ctx.tenant).filter(node::Column::UnitTypeId.eq(t)).order_by_asc(node::Column::Position).order_by_asc(node::Column::Name).all(&state.db).await?,
        None => vec![],
    };
    let kids = |parent: Uuid| nodes.iter().filter(move |n| n.parent_id == Some(parent));
    let areas = nodes
        .iter()
        .filter(|n| n.parent_id.is_none())
        .map(|a| ChecklistArea {
            id: a.id,
            name: a.name.clone(),
            places: kids(a.id)
                .map(|p| ChecklistPlace { id: p.id, name: p.name.clone(), items: kids(p.id).map(|i| ChecklistItemOut { id: i.id, name: i.name.clone(), issues: kids(i.id).map(|s| ChecklistIssue { id: s.id, name: s.name.clone(), severity_id: s.severity_id }).collect() }).collect() })
                .collect(),
        })
        .collect();
    let severities = severity::Entity::scoped(&ctx.tenant).filter(severity::Column::ProjectId.eq(row.project_id)).order_by_asc(severity::Column::Position).all(&state.db).await?;
    Ok(Json(One::new(RequestChecklist { areas, severities: severities.into_iter().map(|s| NamedRef { id: s.id, name: s.name }).collect() })))
}

/// Registers a failure of the request's unit.
#[utoipa::path(post, operation_id = "create_request_failure", path = "/warranties/requests/{id}/failures", tag = "warranties", params(("id" = Uuid, Path)), request_body = FailureIn, responses((status = 201, body = One<FailureOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<FailureIn>) -> ApiResult<(StatusCode, Json<One<FailureOut>>)> {
    can_read(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = store::load(&txn, &ctx, id, tickets::POSTVENTA).await?;
    can_manage(&ctx, &row)?;
    live(&row)?;
    let fresh = register(&txn, &ctx, &row, &input).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(failure_view::one(&state.db, fresh).await?))))
}

/// Reclassifies a failure (another enclosure, place, item, issue, severity, detail, batch or guarantee) while no
/// order has recorded a result for it.
#[utoipa::path(put, operation_id = "update_request_failure", path = "/warranties/failures/{id}", tag = "warranties", params(("id" = Uuid, Path)), request_body = FailureIn, responses((status = 200, body = One<FailureOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<FailureIn>) -> ApiResult<Json<One<FailureOut>>> {
    can_read(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (before, row) = find(&txn, &ctx, id).await?;
    can_manage(&ctx, &row)?;
    live(&row)?;
    if !matches!(before.status.as_str(), "pending" | "scheduled") {
        return Err(ApiError::field("status", Msg::new("warranties.failure_managed")));
    }
    let unit = unit_of(&txn, &ctx, &row).await?;
    let place = resolve(&txn, &ctx, &row, &unit, &input).await?;
    let mut active = before.clone().into_active_model();
    active.area_id = Set(Some(place.area.id));
    active.place_id = Set(Some(place.place.id));
    active.item_id = Set(Some(place.item.id));
    active.issue_id = Set(place.issue.as_ref().map(|n| n.id));
    active.area_name = Set(place.area.name.clone());
    active.place_name = Set(place.place.name.clone());
    active.item_name = Set(place.item.name.clone());
    active.issue_name = Set(place.issue.as_ref().map(|n| n.name.clone()));
    active.severity_id = Set(place.severity.as_ref().map(|s| s.id));
    active.severity_name = Set(place.severity.as_ref().map(|s| s.name.clone()));
    active.detail = Set(place.detail.clone());
    active.batch = Set(place.batch.clone());
    active.guarantee = Set(place.guarantee.as_str().into());
    active.warranty_ends = Set(place.warranty_ends);
    active.in_warranty = Set(warranty::covers(place.warranty_ends, before.created_at.date_naive()));
    active.updated_at = Set(Utc::now());
    let after = active.update(&txn).await?;
    store::touch(&txn, &row, None).await?;
    activity::record(&txn, &ctx, row.id, "failure_reclassified", json!({"number": after.number, "from": failure_view::label(&before), "to": failure_view::label(&after)})).await?;
    txn.commit().await?;
    Ok(Json(One::new(failure_view::one(&state.db, after).await?)))
}

/// Adds photos to a failure (PNG, JPEG or WebP, 20 MB each).
#[utoipa::path(post, operation_id = "upload_failure_photo", path = "/warranties/failures/{id}/photos", tag = "warranties", params(("id" = Uuid, Path)), request_body(content = crate::warranties::config::dto::FileForm, content_type = "multipart/form-data"), responses((status = 201, body = One<Vec<crate::warranties::units::dto::FileOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn photo(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<(StatusCode, Json<One<Vec<crate::warranties::units::dto::FileOut>>>)> {
    can_read(&ctx)?;
    let (before, row) = find(&state.db, &ctx, id).await?;
    can_manage(&ctx, &row)?;
    let unit = unit_of(&state.db, &ctx, &row).await?;
    let received = files::receive(&state, multipart, &format!("units/{}/{}", ctx.company.id, unit.id), crate::warranties::units::revision::PHOTOS).await?;
    let saved = unit_files::save(&state, &ctx, &unit, "failure", Link::Failure(before.id), None, None, &received).await?;
    Ok((StatusCode::CREATED, Json(One::new(saved))))
}

/// Registers a failure of the request's unit (checked against the unit type's checklist), in the caller's
/// transaction.
pub async fn register<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: &ticket::Model, input: &FailureIn) -> ApiResult<failure::Model> {
    let unit = unit_of(db, ctx, row).await?;
    let place = resolve(db, ctx, row, &unit, input).await?;
    let number: Option<i32> = failure::Entity::find().select_only().column_as(failure::Column::Number.max(), "n").filter(failure::Column::TicketId.eq(row.id)).into_tuple().one(db).await?.flatten();
    let now = Utc::now();
    let fresh = failure::Model {
        id: Uuid::now_v7(),
        company_id: ctx.company.id,
        project_id: row.project_id,
        ticket_id: row.id,
        unit_id: Some(unit.id),
        number: number.unwrap_or(0) + 1,
        area_id: Some(place.area.id),
        place_id: Some(place.place.id),
        item_id: Some(place.item.id),
        issue_id: place.issue.as_ref().map(|n| n.id),
        area_name: place.area.name.clone(),
        place_name: place.place.name.clone(),
        item_name: place.item.name.clone(),
        issue_name: place.issue.as_ref().map(|n| n.name.clone()),
        severity_id: place.severity.as_ref().map(|s| s.id),
        severity_name: place.severity.as_ref().map(|s| s.name.clone()),
        detail: place.detail.clone(),
        batch: place.batch.clone(),
        guarantee: place.guarantee.as_str().into(),
        warranty_ends: place.warranty_ends,
        in_warranty: warranty::covers(place.warranty_ends, row.created_at.date_naive().max(now.date_naive())),
        status: "pending".into(),
        status_reason: None,
        combined_into: None,
        result: None,
        managed_at: None,
        created_by: Some(ctx.user.id),
        created_at: now,
        updated_at: now,
    };
    failure::Entity::insert(failure::ActiveModel::from(fresh.clone())).exec_without_returning(db).await?;
    store::touch(db, row, None).await?;
    activity::record(db, ctx, row.id, "failure_added", json!({"number": fresh.number, "label": failure_view::label(&fresh), "in_warranty": fresh.in_warranty})).await?;
    Ok(fresh)
}

/// A failure and its request, for the caller; 404 otherwise.
pub async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<(failure::Model, ticket::Model)> {
    let row = failure::Entity::scoped(&ctx.tenant).filter(failure::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    let ticket = store::load(db, ctx, row.ticket_id, tickets::POSTVENTA).await?;
    Ok((row, ticket))
}

/// Failures change only on a live request (not finished, not merged into another).
pub fn live(row: &ticket::Model) -> ApiResult<()> {
    if row.merged_into.is_some() {
        return Err(ApiError::field("request", Msg::new("ticket.merged_readonly")));
    }
    if row.status == Status::Finished.as_str() {
        return Err(ApiError::field("request", Msg::new("warranties.request_finished")));
    }
    Ok(())
}

pub async fn unit_of<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: &ticket::Model) -> ApiResult<unit::Model> {
    let id = row.unit_id.ok_or_else(|| ApiError::field("unit_id", Msg::new("warranties.request_without_unit")))?;
    unit::Entity::scoped(&ctx.tenant).filter(unit::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

/// A checked failure position and its details.
struct Placed {
    area: node::Model,
    place: node::Model,
    item: node::Model,
    issue: Option<node::Model>,
    severity: Option<severity::Model>,
    detail: Option<String>,
    batch: Option<String>,
    guarantee: warranty::Guarantee,
    warranty_ends: Option<chrono::NaiveDate>,
}

async fn resolve<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: &ticket::Model, unit: &unit::Model, input: &FailureIn) -> ApiResult<Placed> {
    let Some(type_id) = unit.unit_type_id else { return Err(ApiError::field("area_id", Msg::new("warranties.unit_without_type"))) };
    let mut v = Validator::new();
    let nodes = node::Entity::scoped(&ctx.tenant).filter(node::Column::UnitTypeId.eq(type_id)).filter(node::Column::Id.is_in([input.area_id, input.place_id, input.item_id, input.issue_id].into_iter().flatten())).all(db).await?;
    let pick = |v: &mut Validator, field: &str, id: Option<Uuid>, level: NodeLevel, parent: Option<Uuid>, required: bool| -> Option<node::Model> {
        let Some(id) = id else {
            if required {
                v.add(field, Msg::new("validation.required"));
            }
            return None;
        };
        let found = nodes.iter().find(|n| n.id == id && n.level == level.as_str() && (level == NodeLevel::Area || parent.is_none() || n.parent_id == parent)).cloned();
        if found.is_none() {
            v.add(field, Msg::new("validation.one_of"));
        }
        found
    };
    let area = pick(&mut v, "area_id", input.area_id, NodeLevel::Area, None, true);
    let place = pick(&mut v, "place_id", input.place_id, NodeLevel::Place, area.as_ref().map(|a| a.id), true);
    let item = pick(&mut v, "item_id", input.item_id, NodeLevel::Item, place.as_ref().map(|p| p.id), true);
    let issue = pick(&mut v, "issue_id", input.issue_id, NodeLevel::Issue, item.as_ref().map(|i| i.id), false);
    let severities = severity::Entity::scoped(&ctx.tenant).filter(severity::Column::ProjectId.eq(row.project_id)).all(db).await?;
    let severity = match input.severity_id.or(issue.as_ref().and_then(|i| i.severity_id)) {
        Some(id) => {
            let found = severities.iter().find(|s| s.id == id).cloned();
            if found.is_none() {
                v.add("severity_id", Msg::new("validation.one_of"));
            }
            found
        }
        None if !severities.is_empty() => {
            v.add("severity_id", Msg::new("warranties.severity_required"));
            None
        }
        None => None,
    };
    let text = |v: &mut Validator, field: &str, value: &Option<String>, max: usize| {
        let value = value.as_deref().map(str::trim).filter(|t| !t.is_empty()).map(String::from);
        if let Some(t) = &value {
            v.length(field, t, 1, max);
        }
        value
    };
    let detail = text(&mut v, "detail", &input.detail, 1000);
    let batch = text(&mut v, "batch", &input.batch, 60);
    let guarantee = warranty::parse_guarantee(&mut v, input.guarantee.as_deref());
    v.finish()?;
    let settings = warranty::postventa(db, ctx, row.project_id).await?;
    let reception = project::find_by_id(db, ctx, row.project_id).await?.municipal_reception_date;
    let warranty_ends = warranty::ends(&ctx.company.country, &settings.warranty_years, guarantee, unit, reception);
    let missing = || ApiError::internal("checked node missing");
    Ok(Placed { area: area.ok_or_else(missing)?, place: place.ok_or_else(missing)?, item: item.ok_or_else(missing)?, issue, severity, detail, batch, guarantee, warranty_ends })
}
