//! The owners' answer to a proposed delivery visit, from the link in their e-mail: no session, the token is the
//! credential (only its SHA-256 is stored, and a new proposal replaces it).

use axum::{extract::{Path, State}, Json};
use chrono::{DateTime, Utc};
use platform::{entities::{company, project}, envelope::One, error::JsonBody, i18n::Msg, security::sha256_hex, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, TransactionTrait};
use serde::{Deserialize, Serialize};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    entity::unit,
    units::{actions, dto::UnitStatus},
};

#[derive(Serialize, utoipa::ToSchema)]
pub struct PublicVisitOut {
    pub company_name: String,
    pub project_name: String,
    pub unit_name: String,
    pub floor: Option<String>,
    pub scheduled_at: Option<DateTime<Utc>>,
    pub status: UnitStatus,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct AnswerIn {
    /// confirm or reject.
    pub answer: Option<String>,
    pub reason: Option<String>,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get, answer))
}

async fn find<C: ConnectionTrait>(db: &C, token: &str) -> ApiResult<unit::Model> {
    if token.len() < 20 || token.len() > 200 {
        return Err(ApiError::not_found());
    }
    unit::Entity::find().filter(unit::Column::ScheduleToken.eq(sha256_hex(token))).one(db).await?.ok_or_else(ApiError::not_found)
}

async fn out(state: &AppState, u: unit::Model) -> ApiResult<PublicVisitOut> {
    let p = project::Entity::find_by_id(u.project_id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let c = company::Entity::find_by_id(u.company_id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    Ok(PublicVisitOut { company_name: c.name, project_name: p.name, unit_name: u.name, floor: u.floor, scheduled_at: u.scheduled_at, status: UnitStatus::parse(&u.status).unwrap_or(UnitStatus::ToConfirm) })
}

/// The proposed visit the link is for.
#[utoipa::path(get, operation_id = "get_public_delivery", path = "/public/deliveries/{token}", tag = "warranties", params(("token" = String, Path)), responses((status = 200, body = One<PublicVisitOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, Path(token): Path<String>) -> ApiResult<Json<One<PublicVisitOut>>> {
    let u = find(&state.db, &token).await?;
    Ok(Json(One::new(out(&state, u).await?)))
}

/// Confirms or rejects the proposed visit.
#[utoipa::path(post, operation_id = "answer_public_delivery", path = "/public/deliveries/{token}", tag = "warranties", params(("token" = String, Path)), request_body = AnswerIn, responses((status = 200, body = One<PublicVisitOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn answer(State(state): State<AppState>, Path(token): Path<String>, JsonBody(input): JsonBody<AnswerIn>) -> ApiResult<Json<One<PublicVisitOut>>> {
    let confirm = match input.answer.as_deref() {
        Some("confirm") => true,
        Some("reject") => false,
        None | Some("") => return Err(ApiError::field("answer", Msg::new("validation.required"))),
        _ => return Err(ApiError::field("answer", Msg::new("validation.one_of"))),
    };
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let u = find(&txn, &token).await?;
    let status = UnitStatus::parse(&u.status).unwrap_or(UnitStatus::New);
    if !matches!(status, UnitStatus::ToConfirm | UnitStatus::Confirmed | UnitStatus::Rejected) {
        return Err(ApiError::field("answer", Msg::new("warranties.visit_closed")));
    }
    let reason = input.reason.as_deref().map(str::trim).filter(|r| !r.is_empty()).map(|r| r.chars().take(250).collect::<String>());
    let next = actions::apply_answer(&txn, &u, confirm, reason.clone()).await?;
    platform::audit::record(&txn, platform::audit::Entry { company_id: Some(u.company_id), user_id: None, action: if confirm { "warranties.visit_confirmed" } else { "warranties.visit_rejected" }, entity: "unit", entity_id: Some(u.id), before: Some(serde_json::json!({"status": u.status})), after: Some(serde_json::json!({"status": next.as_str(), "reason": reason, "by": "owner"})), ip: None }).await?;
    txn.commit().await?;
    let fresh = find(&state.db, &token).await?;
    Ok(Json(One::new(out(&state, fresh).await?)))
}
