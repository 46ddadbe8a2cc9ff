//! One ticket: read it, create it, change its fields (`PUT`, only the keys sent). Custom values are checked by
//! their field's kind against the company's fields; people must belong to the project.

use std::collections::HashSet;

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    ids::ProjectId,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, TransactionTrait};
use serde_json::{json, Map, Value};
use uuid::Uuid;

use super::{dto::*, people, policy};
use crate::tickets::{
    self, activity,
    dto::TicketOut,
    entity::{category, field, ticket},
    fields,
    notices::{self, Event},
    status::{Origin, Priority, Status},
    store, view,
};

/// The ticket.
#[utoipa::path(get, operation_id = "get_ticket", path = "/cmanagement/tickets/{id}", tag = "cmanagement", params(("id" = Uuid, Path)), responses((status = 200, body = One<TicketOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<TicketOut>>> {
    policy::can_open(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::CMANAGEMENT).await?;
    Ok(Json(One::new(view::one(&state.db, &ctx, row).await?)))
}

/// A new ticket, numbered in its project; the responsible and the CC users are told.
#[utoipa::path(post, operation_id = "create_ticket", path = "/cmanagement/tickets", tag = "cmanagement", request_body = TicketIn, responses((status = 201, body = One<TicketOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<TicketIn>) -> ApiResult<(StatusCode, Json<One<TicketOut>>)> {
    policy::can_create(&ctx)?;
    let project = input.project_id.or(ctx.project.map(|p| p.0)).ok_or_else(|| ApiError::field("projectId", Msg::new("validation.required")))?;
    let project = ctx.assigned_project(ProjectId(project))?.0;
    let mut v = Validator::new();
    let subject = v.name("subject", input.subject.as_deref(), 1, 200);
    let priority = enum_field(&mut v, "priority", input.priority.as_deref().or(Some("medium")), Priority::parse, true);
    let origin = enum_field(&mut v, "origin", input.origin.as_deref(), Origin::parse, true);
    let description = description(&mut v, input.description.as_deref());
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let members = people::member_ids(&txn, &ctx, project).await?;
    let applicant = input.applicant_id.unwrap_or(ctx.user.id);
    check_people(&mut v, &members, input.responsible_id, Some(applicant), &input.cc_ids);
    check_category(&txn, &ctx, &mut v, input.category_id).await?;
    let company_fields = field::Entity::scoped(&ctx.tenant).all(&txn).await?;
    let values = checked_values(&mut v, &company_fields, input.category_id, &Default::default(), &input.custom_values, &members);
    let pin = input.bim.clone();
    if let Some(pin) = &pin {
        tickets::pin::check(&txn, &ctx, &mut v, project, pin).await?;
    }
    v.finish()?;
    let now = Utc::now();
    let row = ticket::Model {
        id: Uuid::now_v7(),
        company_id: ctx.company.id,
        project_id: project,
        scope: tickets::CMANAGEMENT.into(),
        number: store::next_number(&txn, project).await?,
        subject,
        description,
        status: Status::New.as_str().into(),
        send_as: None,
        priority: priority.map_or("medium", Priority::as_str).into(),
        priority_rank: priority.map_or(2, Priority::rank) as i16,
        origin: origin.map_or("email", Origin::as_str).into(),
        applicant_id: Some(applicant),
        owner_id: None,
        unit_id: None,
        responsible_id: input.responsible_id,
        category_id: input.category_id,
        postponed_until: None,
        orders_count: 0,
        merged_into: None,
        bim_model_id: pin.as_ref().map(|p| p.model_id),
        bim_global_id: pin.as_ref().map(|p| p.global_id.trim().to_string()),
        created_by: Some(ctx.user.id),
        created_at: now,
        updated_at: now,
        finished_at: None,
        version: 1,
    };
    ticket::Entity::insert(ticket::ActiveModel::from(row.clone())).exec_without_returning(&txn).await?;
    let cc: Vec<Uuid> = dedup(&input.cc_ids);
    store::add_cc(&txn, row.id, &cc).await?;
    store::save_values(&txn, row.id, values).await?;
    activity::record(&txn, &ctx, row.id, "created", json!({"subject": row.subject, "priority": row.priority})).await?;
    notices::tell(&txn, &state, &ctx, &row, &row.responsible_id.into_iter().collect::<Vec<_>>(), Event::Assigned).await?;
    notices::tell(&txn, &state, &ctx, &row, &cc, Event::Copied).await?;
    tickets::webhook::created(&txn, &row).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(view::one(&state.db, &ctx, row).await?))))
}

/// Changes the fields sent; `version` must be the one read (409 otherwise).
#[utoipa::path(put, operation_id = "update_ticket", path = "/cmanagement/tickets/{id}", tag = "cmanagement", params(("id" = Uuid, Path)), request_body = TicketUpdate, responses((status = 200, body = One<TicketOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<TicketUpdate>) -> ApiResult<Json<One<TicketOut>>> {
    policy::can_open(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = store::load(&txn, &ctx, id, tickets::CMANAGEMENT).await?;
    policy::can_manage(&ctx, &before)?;
    if before.merged_into.is_some() {
        return Err(ApiError::field("version", Msg::new("ticket.merged_readonly")));
    }
    let mut v = Validator::new();
    let mut row = before.clone().into_active_model();
    if input.subject.is_some() {
        row.subject = Set(v.name("subject", input.subject.as_deref(), 1, 200));
    }
    if let Some(text) = &input.description {
        row.description = Set(description(&mut v, text.as_deref()));
    }
    if let Some(p) = enum_field(&mut v, "priority", input.priority.as_deref(), Priority::parse, false) {
        row.priority = Set(p.as_str().into());
        row.priority_rank = Set(p.rank() as i16);
    }
    if let Some(o) = enum_field(&mut v, "origin", input.origin.as_deref(), Origin::parse, false) {
        row.origin = Set(o.as_str().into());
    }
    let category = input.category_id.unwrap_or(before.category_id);
    if category != before.category_id {
        check_category(&txn, &ctx, &mut v, category).await?;
    }
    row.category_id = Set(category);
    let responsible = input.responsible_id.unwrap_or(before.responsible_id);
    row.responsible_id = Set(responsible);
    let members = people::member_ids(&txn, &ctx, before.project_id).await?;
    let cc = input.cc_ids.as_deref().map(dedup);
    check_people(&mut v, &members, responsible.filter(|r| Some(*r) != before.responsible_id), None, cc.as_deref().unwrap_or_default());
    let company_fields = field::Entity::scoped(&ctx.tenant).all(&txn).await?;
    let current = view::current_values(&txn, id).await?;
    let sent = input.custom_values.clone().unwrap_or_default();
    let values = if sent.is_empty() && category == before.category_id { Default::default() } else { checked_values(&mut v, &company_fields, category, &current, &sent, &members) };
    if let Some(pin) = &input.bim {
        if let Some(pin) = pin {
            tickets::pin::check(&txn, &ctx, &mut v, before.project_id, pin).await?;
        }
        row.bim_model_id = Set(pin.as_ref().map(|p| p.model_id));
        row.bim_global_id = Set(pin.as_ref().map(|p| p.global_id.trim().to_string()));
    }
    v.finish()?;
    let version = store::touch(&txn, &before, input.version).await?;
    row.version = Set(version);
    row.updated_at = Set(Utc::now());
    let after = row.update(&txn).await?;
    if input.bim.is_some() {
        // A pin sent replaces the whole pin: the further elements of the old one go.
        tickets::pin::clear_further(&txn, id).await?;
    }
    let added_cc = match &cc {
        Some(list) => store::set_cc(&txn, id, list).await?,
        None => vec![],
    };
    let changed_fields: Vec<String> = values.keys().map(Uuid::to_string).collect();
    store::save_values(&txn, id, values).await?;
    let changes = diff(&before, &after, &changed_fields, cc.is_some());
    if !changes.is_empty() {
        activity::record(&txn, &ctx, id, "updated", json!({"changes": changes})).await?;
    }
    if after.responsible_id != before.responsible_id {
        notices::tell(&txn, &state, &ctx, &after, &after.responsible_id.into_iter().collect::<Vec<_>>(), Event::Assigned).await?;
    }
    notices::tell(&txn, &state, &ctx, &after, &added_cc, Event::Copied).await?;
    txn.commit().await?;
    Ok(Json(One::new(view::one(&state.db, &ctx, after).await?)))
}

/// A closed-set field: absent is fine unless `required`; blank or unknown text is refused.
pub fn enum_field<T>(v: &mut Validator, field: &str, text: Option<&str>, parse: fn(&str) -> Option<T>, required: bool) -> Option<T> {
    match text.map(str::trim) {
        None if !required => None,
        None | Some("") => {
            v.add(field, Msg::new("validation.required"));
            None
        }
        Some(t) => parse(t).or_else(|| {
            v.add(field, Msg::new("validation.one_of"));
            None
        }),
    }
}

pub fn description(v: &mut Validator, text: Option<&str>) -> Option<String> {
    let text = text.map(str::trim).filter(|t| !t.is_empty())?;
    v.length("description", text, 0, 5000);
    Some(text.to_string())
}

fn check_people(v: &mut Validator, members: &HashSet<Uuid>, responsible: Option<Uuid>, applicant: Option<Uuid>, cc: &[Uuid]) {
    for (field, ids) in [("responsible_id", responsible.into_iter().collect::<Vec<_>>()), ("applicant_id", applicant.into_iter().collect()), ("cc_ids", cc.to_vec())] {
        if people::check(members, field, &ids).is_err() {
            v.add(field, Msg::new("ticket.user_not_member"));
        }
    }
}

/// Adds 'La categoría no existe o está inactiva.' unless `id` is none or an active category of the company.
async fn check_category<C: ConnectionTrait>(db: &C, ctx: &Ctx, v: &mut Validator, id: Option<Uuid>) -> ApiResult<()> {
    if let Some(id) = id {
        if !category_usable(db, ctx, id).await? {
            v.add("category_id", Msg::new("ticket.category_inactive"));
        }
    }
    Ok(())
}

/// Whether tickets may take the category: it is the company's and active.
pub async fn category_usable<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<bool> {
    Ok(category::Entity::scoped(&ctx.tenant).filter(category::Column::Id.eq(id)).filter(category::Column::Active.eq(true)).one(db).await?.is_some())
}

fn checked_values(v: &mut Validator, company: &[field::Model], category: Option<Uuid>, current: &std::collections::HashMap<Uuid, Vec<String>>, sent: &Map<String, Value>, members: &HashSet<Uuid>) -> std::collections::HashMap<Uuid, Vec<String>> {
    match fields::merge_and_check(company, category, current, sent, members) {
        Ok(changes) => changes,
        Err(errors) => {
            for (key, msg) in errors {
                v.add(&key, msg);
            }
            Default::default()
        }
    }
}

fn dedup(ids: &[Uuid]) -> Vec<Uuid> {
    let mut seen = HashSet::new();
    ids.iter().copied().filter(|id| seen.insert(*id)).collect()
}

/// `{field: [before, after]}` of what changed.
fn diff(before: &ticket::Model, after: &ticket::Model, custom: &[String], cc: bool) -> Map<String, Value> {
    let mut out = Map::new();
    let mut put = |name: &str, a: Value, b: Value| {
        if a != b {
            out.insert(name.into(), json!([a, b]));
        }
    };
    put("subject", json!(before.subject), json!(after.subject));
    put("description", json!(before.description), json!(after.description));
    put("priority", json!(before.priority), json!(after.priority));
    put("origin", json!(before.origin), json!(after.origin));
    put("category_id", json!(before.category_id), json!(after.category_id));
    put("responsible_id", json!(before.responsible_id), json!(after.responsible_id));
    put("bim", json!(before.bim_global_id), json!(after.bim_global_id));
    if cc {
        out.insert("cc".into(), json!(true));
    }
    for id in custom {
        out.insert(format!("custom_values.{id}"), json!(true));
    }
    out
}
