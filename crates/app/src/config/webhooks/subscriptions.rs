//! `PUT /api/webhooks/apps/{id}/events`: the application's whole set of events, each with its URL and active flag.
//! Every URL passes the SSRF guard, resolved, before anything is written; turning a disabled event on again is
//! the manual re-enable.

use std::collections::{HashMap, HashSet};

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{audit, context::Ctx, envelope::One, error::{IdPath, JsonBody}, i18n::Msg, ids::new_id, validate::Validator, ApiResult, AppState};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set, TransactionTrait};
use serde_json::json;
use url::Url;
use uuid::Uuid;

use super::{apps::events_of, catalog, dto::*, emit::find_app, entity::subscription, guard, policy};

/// Validates the set: known events, each once, URLs the guard accepts.
async fn valid(input: &EventsIn, loopback: bool) -> ApiResult<Vec<(String, Url, bool)>> {
    let mut v = Validator::new();
    let items = input.events.as_deref().unwrap_or_default();
    v.items("events", items.len(), 0, catalog::EVENTS.len());
    let known: Vec<&str> = catalog::EVENTS.iter().map(|(_, e)| *e).collect();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let (ef, uf) = (format!("events.{i}.event"), format!("events.{i}.url"));
        let event = item.event.as_deref().unwrap_or_default().trim();
        if v.required(&ef, Some(event)) {
            v.one_of(&ef, event, &known);
            if !seen.insert(event.to_string()) {
                v.add(&ef, Msg::new("validation.taken"));
            }
        }
        let raw = item.url.as_deref().unwrap_or_default().trim();
        if !v.required(&uf, Some(raw)) {
            continue;
        }
        match guard::check(raw, loopback).await {
            Ok(url) => out.push((event.to_string(), url, item.active.unwrap_or(true))),
            Err(refusal) => v.add(&uf, Msg::new(refusal.key())),
        }
    }
    v.finish()?;
    Ok(out)
}

/// Replaces the application's events; answers the application.
#[utoipa::path(put, operation_id = "set_webhook_events", path = "/webhooks/apps/{id}/events", tag = "config", params(("id" = Uuid, Path)), request_body = EventsIn, responses((status = 200, body = One<AppOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<EventsIn>) -> ApiResult<Json<One<AppOut>>> {
    policy::can_manage(&ctx)?;
    let app = find_app(&state.db, &ctx.tenant, id).await?;
    let loopback = state.config.webhooks_allow_loopback && app.env == "testing";
    let wanted = valid(&input, loopback).await?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let app = find_app(&txn, &ctx.tenant, id).await?;
    if input.version.is_some_and(|v| v != app.version) {
        return Err(platform::ApiError::conflict());
    }
    let mut bump: crate::config::webhooks::entity::app::ActiveModel = app.clone().into();
    bump.version = Set(app.version.wrapping_add(1));
    bump.updated_at = Set(Utc::now());
    let app = bump.update(&txn).await?;
    let mut current: HashMap<String, subscription::Model> = events_of(&txn, id).await?.into_iter().map(|s| (s.event.clone(), s)).collect();
    let now = Utc::now();
    for (event, url, active) in &wanted {
        match current.remove(event) {
            Some(row) if row.url == url.as_str() && row.active == *active => {}
            Some(row) => {
                let mut edit: subscription::ActiveModel = row.clone().into();
                edit.url = Set(url.to_string());
                edit.active = Set(*active);
                if *active {
                    edit.disabled_at = Set(None);
                }
                edit.updated_at = Set(now);
                edit.update(&txn).await?;
            }
            None => {
                let row = subscription::Model { id: new_id(), company_id: app.company_id, app_id: id, event: event.clone(), url: url.to_string(), active: *active, disabled_at: None, created_at: now, updated_at: now };
                subscription::Entity::insert(subscription::ActiveModel::from(row)).exec_without_returning(&txn).await?;
            }
        }
    }
    let removed: Vec<Uuid> = current.values().map(|s| s.id).collect();
    if !removed.is_empty() {
        subscription::Entity::delete_many().filter(subscription::Column::Id.is_in(removed)).exec(&txn).await?;
    }
    let after: Vec<_> = wanted.iter().map(|(e, u, a)| json!({"event": e, "url": u.as_str(), "active": a})).collect();
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "webhook_app.events_set", entity: "webhook_app", entity_id: Some(id), after: Some(json!(after)), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    let events = events_of(&txn, id).await?;
    txn.commit().await?;
    Ok(Json(One::new(AppOut::new(app, events))))
}
