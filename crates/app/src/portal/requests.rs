//! The owner's requests: the list, a new one with photos (origin owners' web, or owners' PWA from the installed
//! app), one request as the owner sees it (public messages only), their messages when the project allows it, and
//! the files of public messages.

use axum::{
    extract::{multipart::MultipartRejection, Multipart, Query, State},
    http::{HeaderMap, StatusCode},
    response::Response,
    Json,
};
use platform::{
    envelope::One,
    error::IdPath,
    i18n::Msg,
    storage::{
        serve::{self, FileOut},
        Written,
    },
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, TransactionTrait};
use uuid::Uuid;

use super::{auth::Owner, dto::*, home::owned, orders::request_out};
use crate::{
    tickets::{
        self,
        entity::{attachment, message, ticket},
        incoming::StoredFile,
        messages,
        notices::{self, Event},
        status::{Origin, Priority},
        store,
    },
    warranties::{
        config::settings::{section, General},
        files::{self, Accept, Received, Rule, MB},
        requests::thread,
    },
};

/// At most six photos of 10 MB on a new request; six images or PDFs of 20 MB on a message.
const PHOTOS: Rule = Rule { accept: Accept::Image, max_bytes: 10 * MB, max_files: 6 };
const MESSAGE_FILES: Rule = Rule { accept: Accept::ImageOrPdf, max_bytes: 20 * MB, max_files: 6 };

/// The owner's requests, newest first (of one of their units if named).
#[utoipa::path(get, operation_id = "portal_list_requests", path = "/portal/requests", tag = "portal", params(UnitQuery), responses((status = 200, body = One<Vec<RequestRow>>), (status = 401, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, owner: Owner, Query(q): Query<UnitQuery>) -> ApiResult<Json<One<Vec<RequestRow>>>> {
    if let Some(u) = q.unit_id {
        owner.unit(u)?;
    }
    let tickets = owned(&state.db, &owner, None, q.unit_id).await?;
    Ok(Json(One::new(rows(&owner, tickets))))
}

/// A new request of one of the owner's units (multipart: `unit_id`, `subject`, `description`, `installed`,
/// up to six `photo` images of 10 MB). The photos go on its first public message; the unit's responsible is told.
#[utoipa::path(post, operation_id = "portal_create_request", path = "/portal/requests", tag = "portal", request_body(content_type = "multipart/form-data", description = "unit_id, subject, description, installed, photo"), responses((status = 201, body = One<RequestOut>), (status = 401, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, owner: Owner, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<(StatusCode, Json<One<RequestOut>>)> {
    let received = files::receive_files(&state, multipart, &format!("tickets/{}", owner.account.company_id), PHOTOS, false).await.map_err(|e| e.rename_field("file", "photo"))?;
    match open(&state, &owner, &received).await {
        Ok(row) => Ok((StatusCode::CREATED, Json(One::new(request_out(&state, &owner, row).await?)))),
        Err(err) => {
            received.discard(&state).await;
            Err(err)
        }
    }
}

async fn open(state: &AppState, owner: &Owner, form: &Received) -> ApiResult<ticket::Model> {
    let mut v = Validator::new();
    let unit = match form.text("unit_id").map(Uuid::parse_str) {
        None => {
            v.add("unit_id", Msg::new("validation.required"));
            None
        }
        Some(Ok(id)) if owner.unit(id).is_ok() => owner.unit(id).ok(),
        Some(_) => {
            v.add("unit_id", Msg::new("validation.one_of"));
            None
        }
    };
    let subject = v.name("subject", form.text("subject"), 1, 120);
    let description = form.text("description").map(String::from);
    if let Some(d) = &description {
        v.length("description", d, 0, 2000);
    }
    v.finish()?;
    let unit = unit.ok_or_else(|| ApiError::internal("unit checked"))?;
    let origin = if form.text("installed") == Some("true") { Origin::OwnersPwa } else { Origin::OwnersWeb };
    open_request(state, owner, unit, Opened { subject, description, origin, files: stored(form) }).await
}

/// What an owner opens a request with (from the portal's form or an e-mail), already checked.
pub struct Opened {
    pub subject: String,
    pub description: Option<String>,
    pub origin: Origin,
    /// Stored already; they go on the request's first public message.
    pub files: Vec<StoredFile>,
}

/// Opens the owner's request of `unit` and tells the unit's responsible.
pub async fn open_request(state: &AppState, owner: &Owner, unit: &crate::warranties::entity::unit::Model, opened: Opened) -> ApiResult<ticket::Model> {
    let ctx = &owner.ctx;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let new = store::New { project_id: unit.project_id, scope: tickets::POSTVENTA, subject: opened.subject, description: opened.description, priority: Priority::Medium, origin: opened.origin, applicant_id: None, owner_id: Some(owner.account.id), unit_id: Some(unit.id), responsible_id: unit.responsible_id };
    let row = store::insert(&txn, ctx, new).await?;
    if !opened.files.is_empty() {
        messages::write(&txn, ctx, row.id, "", false, messages::OWNER, &opened.files).await?;
    }
    notices::tell(&txn, state, ctx, &row, &row.responsible_id.into_iter().collect::<Vec<_>>(), Event::Assigned).await?;
    txn.commit().await?;
    Ok(row)
}

/// The files of a form as the ticket core keeps attachments.
fn stored(form: &Received) -> Vec<StoredFile> {
    form.files.iter().map(|f| StoredFile { id: Uuid::now_v7(), name: f.name.clone(), key: f.key.clone(), mime: f.mime.clone(), written: Written { size: f.size, sha256: f.sha256.clone(), interrupted: false } }).collect()
}

/// One of the owner's requests.
#[utoipa::path(get, operation_id = "portal_get_request", path = "/portal/requests/{id}", tag = "portal", params(("id" = Uuid, Path)), responses((status = 200, body = One<RequestOut>), (status = 401, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, owner: Owner, IdPath(id): IdPath) -> ApiResult<Json<One<RequestOut>>> {
    let row = load(&state.db, &owner, id).await?;
    Ok(Json(One::new(request_out(&state, &owner, row).await?)))
}

/// A public message of the owner (multipart: `body` up to 1000 characters, up to six images or PDFs as `file`),
/// when the project takes messages from owners and the request is not finished.
#[utoipa::path(post, operation_id = "portal_post_message", path = "/portal/requests/{id}/messages", tag = "portal", params(("id" = Uuid, Path)), request_body(content_type = "multipart/form-data", description = "body, file"), responses((status = 201, body = One<MessageOut>), (status = 401, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn message(State(state): State<AppState>, owner: Owner, IdPath(id): IdPath, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<(StatusCode, Json<One<MessageOut>>)> {
    let row = load(&state.db, &owner, id).await?;
    let general: General = section(&state.db, &owner.ctx, row.project_id, "general").await?;
    if !general.owners_can_message {
        return Err(ApiError::field("body", Msg::new("portal.owners_cannot_message")));
    }
    if row.status == "finished" {
        return Err(ApiError::field("body", Msg::new("warranties.request_finished")));
    }
    let form = files::receive_files(&state, multipart, &format!("tickets/{}", owner.account.company_id), MESSAGE_FILES, false).await?;
    let body = form.fields.get("body").cloned().unwrap_or_default();
    match thread::write(&state, &owner.ctx, &row, &body, false, &stored(&form), None).await {
        Ok(out) => Ok((StatusCode::CREATED, Json(One::new(message_out(out))))),
        Err(err) => {
            form.discard(&state).await;
            Err(err)
        }
    }
}

/// A file of a public message of one of the owner's requests.
#[utoipa::path(get, operation_id = "portal_attachment", path = "/portal/attachments/{id}", tag = "portal", params(("id" = Uuid, Path)), responses((status = 200, description = "The file"), (status = 401, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn attachment(State(state): State<AppState>, owner: Owner, IdPath(id): IdPath, headers: HeaderMap) -> ApiResult<Response> {
    let file = attachment::Entity::find_by_id(id).filter(attachment::Column::CompanyId.eq(owner.account.company_id)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let msg = message::Entity::find_by_id(file.message_id).filter(message::Column::Private.eq(false)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    load(&state.db, &owner, msg.ticket_id).await?;
    let out = FileOut { key: &file.object_key, name: &file.name, mime: &file.mime, size: file.size as u64, inline: true, etag: Some(&file.sha256) };
    serve::respond(&state.storage, &headers, out).await
}

/// A request whose owner is the signed-in owner; 404 otherwise.
pub async fn load<C: ConnectionTrait>(db: &C, owner: &Owner, id: Uuid) -> ApiResult<ticket::Model> {
    ticket::Entity::find_by_id(id)
        .filter(ticket::Column::CompanyId.eq(owner.account.company_id))
        .filter(ticket::Column::Scope.eq(tickets::POSTVENTA))
        .filter(ticket::Column::OwnerId.eq(owner.account.id))
        .one(db)
        .await?
        .ok_or_else(ApiError::not_found)
}

/// Requests as listed.
pub fn rows(owner: &Owner, tickets: Vec<ticket::Model>) -> Vec<RequestRow> {
    tickets.into_iter().map(|t| row(owner, &t)).collect()
}

pub fn row(owner: &Owner, t: &ticket::Model) -> RequestRow {
    let unit_name = owner.units.iter().find(|u| Some(u.id) == t.unit_id).map(|u| u.name.clone()).unwrap_or_default();
    let project_name = owner.ctx.projects.iter().find(|p| p.id == t.project_id).map(|p| p.name.clone()).unwrap_or_default();
    RequestRow { id: t.id, number: t.number, subject: t.subject.clone(), status: t.status.clone(), unit_id: t.unit_id, unit_name, project_name, created_at: t.created_at, updated_at: t.updated_at, finished_at: t.finished_at }
}

/// A thread message as the owner sees it: theirs or the company's, files through the portal.
pub fn message_out(m: tickets::dto::MessageOut) -> MessageOut {
    let attachments = m.attachments.into_iter().map(|mut a| {
        a.url = format!("/api/portal/attachments/{}", a.id);
        a
    });
    MessageOut { id: m.id, body: m.body, mine: m.kind == messages::OWNER, author: m.author.map(|a| a.name), created_at: m.created_at, attachments: attachments.collect() }
}
