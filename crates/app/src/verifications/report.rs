//! A verification's report as a PDF made by the `act` crate in the company's language: the project, the activity
//! (WBS code and description), the unit and template, each item with its result and note, the observations with
//! their deadline, responsible and state, the items' photos as thumbnails, and the signature with the signer and
//! the date. An open verification prints too (unsigned), so it can be reviewed on paper.

use std::collections::HashMap;

use axum::{extract::State, response::Response};
use chrono::Utc;
use platform::{context::Ctx, entities::project, error::IdPath, tenant::Scoped, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use uuid::Uuid;

use super::{
    can_access,
    dto::*,
    entity::{observation, photo},
    find_verification,
    verifs::view,
};
use crate::warranties::units::act::{lang, pdf as pdf_response};

/// Thumbnails printed at most (the report stays a few megabytes).
const MAX_PHOTOS: usize = 24;

fn check_result(r: VerificationResult) -> act::CheckResult {
    match r {
        VerificationResult::Pending => act::CheckResult::Pending,
        VerificationResult::Complies => act::CheckResult::Complies,
        VerificationResult::Failure => act::CheckResult::Failure,
        VerificationResult::NotApplicable => act::CheckResult::NotApplicable,
    }
}

/// The verification's report (PDF).
#[utoipa::path(get, operation_id = "verification_pdf", path = "/verifications/{id}/pdf", tag = "verifications", params(("id" = Uuid, Path)), responses((status = 200, description = "application/pdf", content_type = "application/pdf"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn pdf(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Response> {
    can_access(&ctx)?;
    let db = &state.db;
    let row = find_verification(db, &ctx, id).await?;
    let project = project::Entity::scoped(&ctx.tenant).filter(project::Column::Id.eq(row.project_id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    let logo = match &project.logo_key {
        Some(key) => state.storage.read_all(key).await.ok().map(|bytes| act::Image { bytes }),
        None => None,
    };
    let signature = match &row.signature_key {
        Some(key) => Some(act::Image { bytes: state.storage.read_all(key).await.map_err(ApiError::internal)? }),
        None => None,
    };
    let items = view::items_of(db, id).await?;
    let numbers: HashMap<Uuid, u32> = items.iter().enumerate().map(|(i, item)| (item.id, i as u32 + 1)).collect();
    let stored = photo::Entity::find().filter(photo::Column::VerificationId.eq(id)).filter(photo::Column::ItemId.is_not_null()).order_by_asc(photo::Column::CreatedAt).order_by_asc(photo::Column::Id).all(db).await?;
    let mut counts: HashMap<Uuid, u32> = HashMap::new();
    for p in &stored {
        *counts.entry(p.item_id.unwrap_or_default()).or_default() += 1;
    }
    let mut photos = Vec::new();
    let mut ordered: Vec<&photo::Model> = stored.iter().collect();
    ordered.sort_by_key(|p| p.item_id.and_then(|i| numbers.get(&i)).copied().unwrap_or(u32::MAX));
    for p in ordered.into_iter().take(MAX_PHOTOS) {
        match state.storage.read_all(&p.object_key).await {
            Ok(bytes) => photos.push(act::CheckPhoto { item_number: p.item_id.and_then(|i| numbers.get(&i)).copied().unwrap_or(0), image: act::Image { bytes } }),
            Err(err) => tracing::warn!(%err, key = p.object_key, "a verification photo is missing from storage"),
        }
    }
    let obs = observation::Entity::find().filter(observation::Column::VerificationId.eq(id)).order_by_asc(observation::Column::CreatedAt).all(db).await?;
    let people = super::names(db, obs.iter().filter_map(|o| o.responsible_id).chain(row.responsible_id).chain(row.signed_by).collect()).await?;
    let head = view::rows(db, vec![row.clone()]).await?.pop().ok_or_else(ApiError::not_found)?;
    let doc = act::Verification {
        lang: lang(&ctx),
        logo,
        company_name: ctx.company.name.clone(),
        project_name: project.name.clone(),
        activity_code: head.activity_code.clone(),
        activity_description: head.activity_description.clone(),
        unit: head.unit_name.clone(),
        template: row.template_name.clone(),
        responsible: row.responsible_id.and_then(|u| people.get(&u).cloned()),
        scheduled_date: Some(row.scheduled_on),
        date: row.closed_at.unwrap_or_else(Utc::now).date_naive(),
        closed: row.state == VerificationState::Closed.as_str(),
        items: items.iter().enumerate().map(|(i, item)| act::CheckItem { number: i as u32 + 1, text: item.text.clone(), result: check_result(view::result_of(&item.result)), note: item.note.clone(), photos: counts.get(&item.id).copied().unwrap_or(0) }).collect(),
        observations: obs
            .iter()
            .map(|o| act::CheckObservation { item_number: numbers.get(&o.item_id).copied().unwrap_or(0), description: o.description.clone(), deadline: o.deadline, responsible: o.responsible_id.and_then(|u| people.get(&u).cloned()), open: o.state == VerificationObservationState::Open.as_str(), closing_note: o.closing_note.clone() })
            .collect(),
        photos,
        signer: row.signed_by.or(row.responsible_id).and_then(|u| people.get(&u).cloned()),
        signature,
        signed_date: row.closed_at.map(|c| c.date_naive()),
    };
    let bytes = act::verification(&doc).map_err(ApiError::internal)?;
    let name = format!("verificacion-{}-{}.pdf", head.activity_code, row.scheduled_on);
    Ok(pdf_response(bytes, &name))
}
