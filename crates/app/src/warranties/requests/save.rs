//! One request: the form's data (the project's units with their owners, the people who may be responsible),
//! creating it for a unit and one of its owners, reading it and changing its fields.

use axum::{extract::State, http::StatusCode, Json};
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
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, IntoActiveModel, QueryFilter, QueryOrder, TransactionTrait};
use serde_json::json;

use super::{can_manage, can_manage_all, can_read, dto::*, owners, view};
use crate::{
    cmanagement::{
        people,
        save::{description, enum_field},
    },
    tickets::{
        self, activity,
        notices::{self, Event},
        status::{Origin, Priority},
        store,
    },
    warranties::{
        entity::{owner, unit},
        find_unit,
    },
};

/// The units of the active project with their owners (role owner), and the project's people.
#[utoipa::path(get, operation_id = "request_form", path = "/warranties/requests/form", tag = "warranties", responses((status = 200, body = One<RequestForm>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn form(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<RequestForm>>> {
    can_manage_all(&ctx)?;
    let project = ctx.require_project()?;
    let units = unit::Entity::scoped(&ctx.tenant).filter(unit::Column::ProjectId.eq(project)).order_by_asc(unit::Column::SortKey).all(&state.db).await?;
    let rows = owner::Entity::scoped(&ctx.tenant).filter(owner::Column::UnitId.is_in(units.iter().map(|u| u.id))).filter(owner::Column::Role.eq("owner")).order_by_asc(owner::Column::Position).all(&state.db).await?;
    let units = units
        .into_iter()
        .map(|u| FormUnit {
            owners: rows.iter().filter(|o| o.unit_id == u.id).map(|o| FormOwner { id: o.id, name: format!("{} {}", o.first_name, o.last_name).trim().into(), email: o.email.clone() }).collect(),
            id: u.id,
            name: u.name,
        })
        .collect();
    let responsibles = people::named(people::members(&state.db, &ctx, project).await?);
    Ok(Json(One::new(RequestForm { units, responsibles })))
}

/// A new request of a unit of the active project, numbered with the project's tickets; the responsible is told.
#[utoipa::path(post, operation_id = "create_request", path = "/warranties/requests", tag = "warranties", request_body = RequestIn, responses((status = 201, body = One<RequestOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<RequestIn>) -> ApiResult<(StatusCode, Json<One<RequestOut>>)> {
    can_manage_all(&ctx)?;
    let project = ctx.require_project()?;
    let mut v = Validator::new();
    let subject = v.name("subject", input.subject.as_deref(), 1, 200);
    let priority = enum_field(&mut v, "priority", input.priority.as_deref().or(Some("medium")), Priority::parse, true);
    let origin = enum_field(&mut v, "origin", input.origin.as_deref(), Origin::parse, true);
    if origin == Some(Origin::DeliveryAct) {
        // Only a signed delivery act opens a request of that origin.
        v.add("origin", Msg::new("validation.one_of"));
    }
    let description = description(&mut v, input.description.as_deref());
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let unit = match input.unit_id {
        None => {
            v.add("unit_id", Msg::new("validation.required"));
            None
        }
        Some(id) => match find_unit(&txn, &ctx, id).await {
            Ok(u) if u.project_id == project => Some(u),
            _ => {
                v.add("unit_id", Msg::new("validation.one_of"));
                None
            }
        },
    };
    let account = match (&unit, input.owner_id) {
        (Some(u), Some(owner)) => match owners::account_for(&txn, &ctx, u, owner).await {
            Ok(account) => account.map_err(|msg| v.add("owner_id", msg)).ok(),
            Err(err) => return Err(err),
        },
        _ => None,
    };
    if let Some(r) = input.responsible_id {
        if !people::member_ids(&txn, &ctx, project).await?.contains(&r) {
            v.add("responsible_id", Msg::new("ticket.user_not_member"));
        }
    }
    v.finish()?;
    let unit = unit.ok_or_else(|| ApiError::internal("unit checked"))?;
    let new = store::New {
        project_id: project,
        scope: tickets::POSTVENTA,
        subject,
        description,
        priority: priority.unwrap_or(Priority::Medium),
        origin: origin.unwrap_or(Origin::Call),
        applicant_id: Some(ctx.user.id),
        owner_id: account.map(|a| a.id),
        unit_id: Some(unit.id),
        responsible_id: input.responsible_id.or(unit.responsible_id),
    };
    let row = store::insert(&txn, &ctx, new).await?;
    notices::tell(&txn, &state, &ctx, &row, &row.responsible_id.into_iter().collect::<Vec<_>>(), Event::Assigned).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(view::one(&state.db, &ctx, row).await?))))
}

/// The request.
#[utoipa::path(get, operation_id = "get_request", path = "/warranties/requests/{id}", tag = "warranties", params(("id" = uuid::Uuid, Path)), responses((status = 200, body = One<RequestOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<RequestOut>>> {
    can_read(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::POSTVENTA).await?;
    Ok(Json(One::new(view::one(&state.db, &ctx, row).await?)))
}

/// Changes the subject, description, priority or responsible; `version` must be the one read (409 otherwise).
#[utoipa::path(put, operation_id = "update_request", path = "/warranties/requests/{id}", tag = "warranties", params(("id" = uuid::Uuid, Path)), request_body = RequestUpdate, responses((status = 200, body = One<RequestOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<RequestUpdate>) -> ApiResult<Json<One<RequestOut>>> {
    can_read(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = store::load(&txn, &ctx, id, tickets::POSTVENTA).await?;
    can_manage(&ctx, &before)?;
    if before.merged_into.is_some() {
        return Err(ApiError::field("version", Msg::new("ticket.merged_readonly")));
    }
    let mut v = Validator::new();
    let mut row = before.clone().into_active_model();
    if input.subject.is_some() {
        row.subject = Set(v.name("subject", input.subject.as_deref(), 1, 200));
    }
    if input.description.is_some() {
        row.description = Set(description(&mut v, input.description.as_deref()));
    }
    if let Some(p) = enum_field(&mut v, "priority", input.priority.as_deref(), Priority::parse, false) {
        row.priority = Set(p.as_str().into());
        row.priority_rank = Set(p.rank() as i16);
    }
    if input.responsible_id != before.responsible_id {
        if let Some(r) = input.responsible_id {
            if !people::member_ids(&txn, &ctx, before.project_id).await?.contains(&r) {
                v.add("responsible_id", Msg::new("ticket.user_not_member"));
            }
        }
        row.responsible_id = Set(input.responsible_id);
    }
    v.finish()?;
    row.version = Set(store::touch(&txn, &before, input.version).await?);
    row.updated_at = Set(Utc::now());
    let after = row.update(&txn).await?;
    let mut changes = serde_json::Map::new();
    for (name, pair) in [("subject", json!([before.subject, after.subject])), ("description", json!([before.description, after.description])), ("priority", json!([before.priority, after.priority])), ("responsible_id", json!([before.responsible_id, after.responsible_id]))] {
        if pair[0] != pair[1] {
            changes.insert(name.into(), pair);
        }
    }
    if !changes.is_empty() {
        activity::record(&txn, &ctx, id, "updated", json!({"changes": changes})).await?;
    }
    if after.responsible_id != before.responsible_id {
        notices::tell(&txn, &state, &ctx, &after, &after.responsible_id.into_iter().collect::<Vec<_>>(), Event::Assigned).await?;
    }
    txn.commit().await?;
    Ok(Json(One::new(view::one(&state.db, &ctx, after).await?)))
}
