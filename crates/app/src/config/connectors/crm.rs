//! The CRM connector (HubSpot-style, SPEC §3 CRM credentials): new after-sales requests are pushed as CRM tickets
//! on the configured pipeline, new units as deals, by a durable job per record. A failure is logged and e-mailed to
//! the notice addresses; with `send_copy` those addresses also get a copy of each record pushed.

use std::sync::Arc;

use platform::{jobs, mail::Email, ApiResult, AppState};
use reqwest::Method;
use sea_orm::ConnectionTrait;
use serde_json::{json, Value};
use uuid::Uuid;

use super::{fields::text, log, probe, store};

pub const JOB: &str = "connector.crm";
const KIND: &str = "crm";

/// Queues the push of a new request or unit when the company's CRM connector is active.
pub async fn on_event<C: ConnectionTrait>(db: &C, company: Uuid, event: &str, data: &Value) -> ApiResult<()> {
    if !matches!(event, "request.created" | "unit.created") {
        return Ok(());
    }
    if !store::row(db, company, KIND).await?.is_some_and(|r| r.active) {
        return Ok(());
    }
    jobs::enqueue(db, Some(company), JOB, json!({"company": company, "event": event, "data": data})).await?;
    Ok(())
}

pub fn handler() -> jobs::Handler {
    Arc::new(|state, job| Box::pin(async move { push(&state, &job.payload).await }))
}

/// What to create in the CRM for an event.
fn record(event: &str, data: &Value, pipeline: &str) -> (&'static str, Value, String) {
    if event == "unit.created" {
        let name = data["name"].as_str().unwrap_or_default();
        let props = json!({"dealname": name, "pipeline": pipeline, "dealstage": "appointmentscheduled", "obra_unit_id": data["id"]});
        return ("deals", props, format!("Unidad {name}"));
    }
    let number = data["number"].as_i64().unwrap_or_default();
    let priority = match data["priority"].as_str() {
        Some("high" | "urgent") => "HIGH",
        Some("low") => "LOW",
        _ => "MEDIUM",
    };
    let props = json!({"subject": format!("#{number} {}", data["subject"].as_str().unwrap_or_default()), "content": data["subject"], "hs_pipeline": pipeline, "hs_pipeline_stage": "1", "hs_ticket_priority": priority, "obra_request_id": data["id"]});
    ("tickets", props, format!("Solicitud #{number}"))
}

async fn push(state: &AppState, payload: &Value) -> Result<(), String> {
    let company = payload["company"].as_str().and_then(|c| Uuid::parse_str(c).ok()).unwrap_or_default();
    let Some(row) = store::row(&state.db, company, KIND).await.map_err(|e| format!("{e:?}"))? else { return Ok(()) };
    if !row.active {
        return Ok(());
    }
    let settings = store::settings(Some(&row));
    let event = payload["event"].as_str().unwrap_or_default();
    let (object, properties, label) = record(event, &payload["data"], &text(&settings, "pipeline_id"));
    let url = format!("{}/crm/v3/objects/{object}", text(&settings, "base_url").trim_end_matches('/'));
    let sent = async {
        let response = probe::call(Method::POST, &url, store::loopback(state)).await?.bearer_auth(text(&settings, "access_token")).json(&json!({"properties": properties})).send().await.map_err(|e| e.to_string())?;
        let status = response.status();
        let body: Value = response.json().await.unwrap_or_default();
        if status.is_success() { Ok(body["id"].as_str().map(String::from).unwrap_or_default()) } else { Err(format!("HTTP {} {}", status.as_u16(), body["message"].as_str().unwrap_or_default())) }
    }
    .await;
    // The notice is queued before the log line is written, so whoever sees the line can count on the e-mail.
    let db = &state.db;
    let result = match &sent {
        Ok(id) => {
            let message = format!("{label} → {object} {id}");
            let copied = if settings["send_copy"] == true { tell(state, &settings, company, &message).await } else { Ok(()) };
            copied.and(log::write(db, company, KIND, true, "push", &message, None).await)
        }
        Err(err) => {
            let message = format!("{label}: {err}");
            let told = tell(state, &settings, company, &format!("Error CRM: {message}")).await;
            told.and(log::write(db, company, KIND, false, "push", &message, None).await)
        }
    };
    result.map_err(|e| format!("{e:?}"))?;
    // A refused request (4xx) will not succeed by repeating it; anything else is tried again by the queue.
    match sent {
        Err(err) if !err.starts_with("HTTP 4") => Err(err),
        _ => Ok(()),
    }
}

/// An e-mail to each notice address.
async fn tell(state: &AppState, settings: &Value, company: Uuid, text: &str) -> ApiResult<()> {
    for to in settings["error_emails"].as_array().into_iter().flatten().filter_map(Value::as_str) {
        let email = Email { to: to.into(), subject: format!("Obra · CRM: {}", text.chars().take(80).collect::<String>()), text: text.into(), html: None };
        state.mailer.queue(&state.db, Some(company), email).await?;
    }
    Ok(())
}
