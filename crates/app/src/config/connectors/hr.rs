//! The HR connector: "Sincronizar trabajadores" reads `GET {base_url}/workers` (a JSON list, or `{data: [...]}`,
//! of `{national_id, first_name, last_name, position?, contractor?, active?}`) and brings the company's workers in
//! line by national id: new ones are added, known ones updated, in one transaction. Rows whose id does not pass the
//! country's check are skipped and counted.

use std::collections::HashMap;

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{context::Ctx, envelope::One, i18n::Msg, ids::new_id, tenant::Scoped, ApiError, ApiResult, AppState};
use reqwest::Method;
use sea_orm::{ActiveModelTrait, EntityTrait, Set, TransactionTrait};
use serde_json::Value;

use super::{dto::OutcomeOut, fields::text, log, policy, probe, store};
use crate::config::workers::{entity::worker, rules};

const KIND: &str = "hr";

async fn fetch(settings: &Value, loopback: bool) -> Result<Vec<Value>, String> {
    let url = format!("{}/workers", text(settings, "base_url").trim_end_matches('/'));
    let response = probe::call(Method::GET, &url, loopback).await?.bearer_auth(text(settings, "api_key")).send().await.map_err(|e| e.to_string())?;
    if !response.status().is_success() {
        return Err(format!("HTTP {}", response.status().as_u16()));
    }
    let body: Value = response.json().await.map_err(|e| e.to_string())?;
    body.as_array().or_else(|| body["data"].as_array()).cloned().ok_or_else(|| "the answer is not a list of workers".to_string())
}

fn field(row: &Value, name: &str, max: usize) -> Option<String> {
    row[name].as_str().map(str::trim).filter(|s| !s.is_empty()).map(|s| s.chars().take(max).collect())
}

/// Brings the company's workers in line with the HR system's.
#[utoipa::path(post, operation_id = "sync_hr_workers", path = "/integrations/connectors/hr/sync", tag = "config", responses((status = 200, body = One<OutcomeOut>), (status = 422, body = platform::error::ErrorBody)))]
pub async fn sync(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<OutcomeOut>>> {
    policy::can_manage(&ctx)?;
    let settings = store::active_settings(&state, &ctx, KIND).await?;
    let rows = match fetch(&settings, store::loopback(&state)).await {
        Ok(rows) => rows,
        Err(err) => {
            let message = Msg::new("connectors.remote_error").arg("detail", &err).render(ctx.locale);
            log::write(&state.db, ctx.company.id, KIND, false, "sync", &message, Some(ctx.user.id)).await?;
            return Ok(Json(One::new(OutcomeOut { ok: false, message, count: 0 })));
        }
    };
    let kind = rules::id_kind(&ctx.company.country);
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let mut known: HashMap<String, worker::Model> = worker::Entity::scoped(&ctx.tenant).all(&txn).await?.into_iter().map(|w| (w.national_id.clone(), w)).collect();
    let (mut created, mut updated, mut skipped) = (0u64, 0u64, 0u64);
    let now = Utc::now();
    for row in &rows {
        let id = rules::normalize(kind, &field(row, "national_id", 20).unwrap_or_default());
        let (Some(first), Some(last)) = (field(row, "first_name", rules::NAME.1), field(row, "last_name", rules::NAME.1)) else {
            skipped += 1;
            continue;
        };
        if rules::id_error(kind, &id).is_some() {
            skipped += 1;
            continue;
        }
        let position = field(row, "position", rules::POSITION_MAX);
        let contractor = field(row, "contractor", rules::CONTRACTOR_MAX);
        let active = row["active"].as_bool().unwrap_or(true);
        match known.remove(&id) {
            Some(w) if w.first_name == first && w.last_name == last && w.position == position && w.contractor == contractor && w.active == active => {}
            Some(w) => {
                let version = w.version;
                let mut edit: worker::ActiveModel = w.into();
                (edit.first_name, edit.last_name, edit.position, edit.contractor, edit.active) = (Set(first), Set(last), Set(position), Set(contractor), Set(active));
                (edit.updated_at, edit.version) = (Set(now), Set(version + 1));
                edit.update(&txn).await?;
                updated += 1;
            }
            None => {
                let new = worker::Model { id: new_id(), company_id: ctx.company.id, first_name: first, last_name: last, national_id: id.clone(), contractor, position, active, created_at: now, updated_at: now, version: 1 };
                worker::Entity::insert(worker::ActiveModel::from(new)).exec_without_returning(&txn).await.map_err(|e| if platform::db::is_unique_violation(&e) { ApiError::conflict() } else { e.into() })?;
                created += 1;
            }
        }
    }
    let message = Msg::new("connectors.synced").arg("created", created).arg("updated", updated).arg("skipped", skipped).render(ctx.locale);
    log::write(&txn, ctx.company.id, KIND, true, "sync", &message, Some(ctx.user.id)).await?;
    txn.commit().await?;
    Ok(Json(One::new(OutcomeOut { ok: true, message, count: created + updated })))
}
