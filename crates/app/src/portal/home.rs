//! The owner's home (their units, recent requests and figures), a unit with its documents, and a document's
//! download: the signed delivery act, certificates and general files of the owner's units only.

use std::collections::HashMap;

use axum::{
    extract::{Query, State},
    http::HeaderMap,
    response::Response,
    Json,
};
use chrono::Months;
use platform::{
    envelope::One,
    error::IdPath,
    storage::serve::{self, FileOut},
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use uuid::Uuid;

use super::{auth::Owner, dto::*, requests::rows};
use crate::{
    tickets::{self, entity::ticket},
    warranties::{
        config::settings::{section, General},
        entity::{act, file, order, unit},
    },
};

/// Files of a unit an owner may read.
const DOCUMENT_KINDS: [&str; 2] = ["certificate", "general"];

/// Units, the newest 50 requests and the figures of the owner's requests (of one project in an embedded portal).
#[utoipa::path(get, operation_id = "portal_home", path = "/portal/home", tag = "portal", params(ProjectQuery), responses((status = 200, body = One<HomeOut>), (status = 401, body = platform::error::ErrorBody)))]
pub async fn home(State(state): State<AppState>, owner: Owner, Query(q): Query<ProjectQuery>) -> ApiResult<Json<One<HomeOut>>> {
    let tickets = owned(&state.db, &owner, q.project_id, None).await?;
    let units: Vec<&unit::Model> = owner.units.iter().filter(|u| q.project_id.is_none_or(|p| u.project_id == p)).collect();
    let mut out = Vec::new();
    for u in units {
        out.push(unit_out(&state.db, &owner, u, &tickets).await?);
    }
    let stats = stats(&state.db, &tickets).await?;
    let recent = tickets.into_iter().take(50).collect();
    Ok(Json(One::new(HomeOut { units: out, requests: rows(&owner, recent), stats })))
}

/// A unit of the owner, with its documents and requests.
#[utoipa::path(get, operation_id = "portal_unit", path = "/portal/units/{id}", tag = "portal", params(("id" = Uuid, Path)), responses((status = 200, body = One<UnitDetail>), (status = 401, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn unit(State(state): State<AppState>, owner: Owner, IdPath(id): IdPath) -> ApiResult<Json<One<UnitDetail>>> {
    let u = owner.unit(id)?;
    let tickets = owned(&state.db, &owner, None, Some(u.id)).await?;
    let mut documents = Vec::new();
    if let Some(a) = act::Entity::find().filter(act::Column::UnitId.eq(u.id)).order_by_desc(act::Column::CreatedAt).one(&state.db).await? {
        let name = format!("Acta {}.pdf", u.name);
        documents.push(DocumentOut { id: a.id, kind: "act".into(), name, size: a.size, content_type: "application/pdf".into(), created_at: a.created_at, url: format!("/api/portal/documents/{}", a.id) });
    }
    let files = file::Entity::find().filter(file::Column::UnitId.eq(u.id)).filter(file::Column::Kind.is_in(DOCUMENT_KINDS)).order_by_asc(file::Column::CreatedAt).all(&state.db).await?;
    documents.extend(files.into_iter().map(|f| DocumentOut { url: format!("/api/portal/documents/{}", f.id), id: f.id, kind: f.kind, name: f.name, size: f.size, content_type: f.content_type, created_at: f.created_at }));
    let unit = unit_out(&state.db, &owner, u, &tickets).await?;
    Ok(Json(One::new(UnitDetail { unit, documents, requests: rows(&owner, tickets) })))
}

/// A document of one of the owner's units.
#[utoipa::path(get, operation_id = "portal_document", path = "/portal/documents/{id}", tag = "portal", params(("id" = Uuid, Path)), responses((status = 200, description = "The file"), (status = 401, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn document(State(state): State<AppState>, owner: Owner, IdPath(id): IdPath, headers: HeaderMap) -> ApiResult<Response> {
    if let Some(a) = act::Entity::find_by_id(id).filter(act::Column::CompanyId.eq(owner.account.company_id)).one(&state.db).await? {
        let u = owner.unit(a.unit_id)?;
        let name = format!("Acta {}.pdf", u.name);
        let out = FileOut { key: &a.object_key, name: &name, mime: "application/pdf", size: a.size as u64, inline: true, etag: None };
        return serve::respond(&state.storage, &headers, out).await;
    }
    let f = file::Entity::find_by_id(id).filter(file::Column::CompanyId.eq(owner.account.company_id)).filter(file::Column::Kind.is_in(DOCUMENT_KINDS)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    owner.unit(f.unit_id)?;
    let out = FileOut { key: &f.object_key, name: &f.name, mime: &f.content_type, size: f.size as u64, inline: true, etag: Some(&f.sha256) };
    serve::respond(&state.storage, &headers, out).await
}

/// The owner's requests (not merged into another), newest first, at most 200; of one project or unit if named.
pub async fn owned<C: ConnectionTrait>(db: &C, owner: &Owner, project: Option<Uuid>, unit: Option<Uuid>) -> ApiResult<Vec<ticket::Model>> {
    let mut select = ticket::Entity::find()
        .filter(ticket::Column::CompanyId.eq(owner.account.company_id))
        .filter(ticket::Column::Scope.eq(tickets::POSTVENTA))
        .filter(ticket::Column::OwnerId.eq(owner.account.id))
        .filter(ticket::Column::MergedInto.is_null());
    if let Some(p) = project {
        select = select.filter(ticket::Column::ProjectId.eq(p));
    }
    if let Some(u) = unit {
        select = select.filter(ticket::Column::UnitId.eq(u));
    }
    Ok(select.order_by_desc(ticket::Column::CreatedAt).limit(200).all(db).await?)
}

async fn unit_out<C: ConnectionTrait>(db: &C, owner: &Owner, u: &unit::Model, tickets: &[ticket::Model]) -> ApiResult<UnitOut> {
    let general: General = section(db, &owner.ctx, u.project_id, "general").await?;
    let project_name = owner.ctx.projects.iter().find(|p| p.id == u.project_id).map(|p| p.name.clone()).unwrap_or_default();
    let open = tickets.iter().filter(|t| t.unit_id == Some(u.id) && t.status != "finished").count() as u64;
    let warranty_until = u.delivery_date.and_then(|d| d.checked_add_months(Months::new(general.warranty_months.max(0) as u32)));
    Ok(UnitOut { id: u.id, name: u.name.clone(), floor: u.floor.clone(), project_id: u.project_id, project_name, status: u.status.clone(), delivery_date: u.delivery_date, open_requests: open, can_message: general.owners_can_message, warranty_until })
}

/// Requests by state, open and finished, the mean days to close, and the answers to the visits of their orders.
async fn stats<C: ConnectionTrait>(db: &C, tickets: &[ticket::Model]) -> ApiResult<StatsOut> {
    let mut counts: HashMap<&str, u64> = HashMap::new();
    for t in tickets {
        *counts.entry(t.status.as_str()).or_default() += 1;
    }
    let by_status = ["new", "open", "pending", "postponed", "finished"].into_iter().map(|s| StatusCount { status: s.into(), count: counts.get(s).copied().unwrap_or(0) }).collect();
    let closed: Vec<f64> = tickets.iter().filter_map(|t| t.finished_at.map(|f| (f - t.created_at).num_minutes() as f64 / 1440.0)).collect();
    let avg = (!closed.is_empty()).then(|| (closed.iter().sum::<f64>() / closed.len() as f64 * 10.0).round() / 10.0);
    let mut visits = VisitCounts::default();
    let ids: Vec<Uuid> = tickets.iter().map(|t| t.id).collect();
    if !ids.is_empty() {
        for o in order::Entity::find().filter(order::Column::TicketId.is_in(ids)).filter(order::Column::Status.ne("cancelled")).all(db).await? {
            match o.visit_answer.as_deref() {
                Some("confirm") => visits.confirmed += 1,
                Some("reject") => visits.rejected += 1,
                _ if o.status != "managed" => visits.waiting += 1,
                _ => {}
            }
        }
    }
    let finished = counts.get("finished").copied().unwrap_or(0);
    Ok(StatsOut { by_status, open: tickets.len() as u64 - finished, finished, avg_days_to_close: avg, visits })
}
