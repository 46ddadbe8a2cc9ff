//! Requests by e-mail: each project has an inbound address, `solicitudes-<key>@<inbound domain>`, shown (and turned
//! on or off) in its owners' settings. An e-mail to it from an owner of one of the project's units becomes that
//! owner's request with origin e-mail: the subject, the text, and up to six images or PDFs on its first message;
//! the owner gets an answer with its number. Mail from anybody else makes no request and gets an answer saying so
//! (unless it is an automatic message, so two robots never answer each other).

use axum::{extract::State, Json};
use chrono::Utc;
use mail_parser::{MessageParser, MimeHeaders};
use platform::{
    context::{ClientInfo, Ctx},
    entities::{company, project},
    envelope::One,
    error::JsonBody,
    i18n::{Locale, Msg},
    mail::Email,
    security::{random_token, sha256_hex},
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::OnConflict, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{
    auth::Owner,
    entity::{inbox, seen},
    requests::{open_request, Opened},
    sign_in::accounts_for_email,
};
use crate::{
    tickets::{incoming::StoredFile, status::Origin},
    warranties::{can_configure, files::sniff},
};

/// The local part's prefix of every request address.
pub const PREFIX: &str = "solicitudes-";
const MAX_FILES: usize = 6;
const MAX_FILE_BYTES: usize = 10 * 1024 * 1024;

#[derive(Serialize, utoipa::ToSchema)]
pub struct InboxOut {
    /// The address owners write to.
    pub address: String,
    pub enabled: bool,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct InboxIn {
    pub enabled: bool,
}

/// The active project's request address (made on first sight, off until turned on).
#[utoipa::path(get, operation_id = "get_request_inbox", path = "/warranties/inbox", tag = "warranties", params(("projectId" = Uuid, Query)), responses((status = 200, body = One<InboxOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<InboxOut>>> {
    can_configure(&ctx)?;
    let row = ensure(&state, &ctx, ctx.require_project()?).await?;
    Ok(Json(One::new(out(&state, row))))
}

/// Turns the active project's request address on or off.
#[utoipa::path(put, operation_id = "put_request_inbox", path = "/warranties/inbox", tag = "warranties", params(("projectId" = Uuid, Query)), request_body = InboxIn, responses((status = 200, body = One<InboxOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<InboxIn>) -> ApiResult<Json<One<InboxOut>>> {
    can_configure(&ctx)?;
    let mut row = ensure(&state, &ctx, ctx.require_project()?).await?;
    inbox::Entity::update_many().col_expr(inbox::Column::Enabled, sea_orm::sea_query::Expr::value(input.enabled)).filter(inbox::Column::ProjectId.eq(row.project_id)).exec(&state.db).await?;
    row.enabled = input.enabled;
    Ok(Json(One::new(out(&state, row))))
}

fn out(state: &AppState, row: inbox::Model) -> InboxOut {
    InboxOut { address: format!("{PREFIX}{}@{}", row.address_key, state.config.inbound_domain), enabled: row.enabled }
}

async fn ensure(state: &AppState, ctx: &Ctx, project: Uuid) -> ApiResult<inbox::Model> {
    // Ten random characters, lower case: unguessable enough that strangers do not write to it by chance.
    let key: String = random_token().chars().filter(|c| c.is_ascii_alphanumeric()).take(10).collect::<String>().to_lowercase();
    let fresh = inbox::ActiveModel { project_id: Set(project), company_id: Set(ctx.company.id), address_key: Set(key), enabled: Set(false), created_at: Set(Utc::now()) };
    inbox::Entity::insert(fresh).on_conflict(OnConflict::column(inbox::Column::ProjectId).do_nothing().to_owned()).exec_without_returning(&state.db).await?;
    inbox::Entity::scoped(&ctx.tenant).filter(inbox::Column::ProjectId.eq(project)).one(&state.db).await?.ok_or_else(ApiError::not_found)
}

/// The enabled inbox an envelope recipient names, if any.
pub async fn recipient(state: &AppState, address: &str) -> ApiResult<Option<inbox::Model>> {
    let address = address.trim().trim_matches(|c| c == '<' || c == '>').to_lowercase();
    let Some((local, domain)) = address.rsplit_once('@') else { return Ok(None) };
    let Some(key) = local.strip_prefix(PREFIX).filter(|_| domain == state.config.inbound_domain) else { return Ok(None) };
    Ok(inbox::Entity::find().filter(inbox::Column::AddressKey.eq(key)).filter(inbox::Column::Enabled.eq(true)).one(&state.db).await?)
}

/// What became of an e-mail for one inbox.
#[derive(Debug, PartialEq, Eq)]
pub enum Delivered {
    Request(i64),
    /// The same message (by Message-ID) already made its request.
    Duplicate,
    UnknownSender,
    Unreadable,
}

/// Turns an e-mail into the sender's request in the inbox's project.
pub async fn deliver(state: &AppState, to: &inbox::Model, raw: &[u8]) -> ApiResult<Delivered> {
    let Some(mail) = MessageParser::default().parse(raw) else { return Ok(Delivered::Unreadable) };
    let Some(from) = mail.from().and_then(|a| a.first()).and_then(|a| a.address()).map(|a| a.trim().to_lowercase()) else { return Ok(Delivered::Unreadable) };
    let subject_text = mail.subject().map(clean).unwrap_or_default();
    let company = company::Entity::find_by_id(to.company_id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let locale = if company.country.eq_ignore_ascii_case("BR") { Locale::Pt } else { Locale::Es };
    let project = project::Entity::find_by_id(to.project_id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let accounts = accounts_for_email(&state.db, &from, Some(to.company_id)).await?;
    let owner = match accounts.into_iter().next() {
        Some(account) => Some(Owner::load(&state.db, account, String::new(), locale, ClientInfo::default()).await?),
        None => None,
    };
    let Some((owner, unit)) = owner.and_then(|o| o.units.iter().find(|u| u.project_id == to.project_id).cloned().map(|u| (o, u))) else {
        let automatic = mail.header("Auto-Submitted").is_some() || from.contains("mailer-daemon") || from.contains("no-reply") || from.contains("noreply");
        if !automatic {
            let subject = Msg::new("portal.inbox_unknown_subject").render(locale);
            let text = Msg::new("portal.inbox_unknown_body").arg("subject", &subject_text).arg("project", &project.name).render(locale);
            state.mailer.queue(&state.db, Some(to.company_id), Email { to: from, subject, text, html: None }).await?;
        }
        return Ok(Delivered::UnknownSender);
    };
    // A message delivered twice (mail servers deliver at least once) makes one request.
    let seen_id = mail.message_id().map(|m| sha256_hex(&format!("{}:{}", to.project_id, m.trim())));
    if let Some(id) = &seen_id {
        if seen::Entity::find_by_id(id.clone()).one(&state.db).await?.is_some() {
            return Ok(Delivered::Duplicate);
        }
    }
    let files = attachments(state, &mail, to.company_id).await?;
    let subject = if subject_text.is_empty() { Msg::new("portal.inbox_no_subject").render(locale) } else { subject_text.chars().take(120).collect() };
    let description = mail.body_text(0).map(|b| clean(&b)).filter(|b| !b.is_empty()).map(|b| b.chars().take(2000).collect());
    let opened = Opened { subject: subject.clone(), description, origin: Origin::Email, files };
    let keys: Vec<String> = opened.files.iter().map(|f| f.key.clone()).collect();
    let row = match open_request(state, &owner, &unit, opened).await {
        Ok(row) => row,
        Err(err) => {
            for key in keys {
                state.storage.delete(&key).await.ok();
            }
            return Err(err);
        }
    };
    if let Some(id) = seen_id {
        let row = seen::ActiveModel { id: Set(id), project_id: Set(to.project_id), created_at: Set(Utc::now()) };
        seen::Entity::insert(row).on_conflict(OnConflict::column(seen::Column::Id).do_nothing().to_owned()).exec_without_returning(&state.db).await?;
    }
    let url = format!("{}/app/propietarios/solicitud/{}", state.config.public_url.trim_end_matches('/'), row.id);
    let reply_subject = Msg::new("portal.inbox_subject").arg("number", row.number).render(locale);
    let text = Msg::new("portal.inbox_body").arg("name", &owner.account.name).arg("subject", &subject).arg("number", row.number).arg("unit", &unit.name).arg("project", &project.name).arg("url", &url).render(locale);
    state.mailer.queue(&state.db, Some(to.company_id), Email { to: owner.account.email.clone(), subject: reply_subject, text, html: None }).await?;
    Ok(Delivered::Request(row.number))
}

/// Up to six image or PDF attachments of at most 10 MB (judged by their first bytes), stored; the rest is left.
async fn attachments(state: &AppState, mail: &mail_parser::Message<'_>, company: Uuid) -> ApiResult<Vec<StoredFile>> {
    let mut out = Vec::new();
    for part in mail.attachments() {
        let bytes = part.contents();
        let Some(mime) = sniff(bytes).filter(|_| bytes.len() <= MAX_FILE_BYTES) else { continue };
        if out.len() == MAX_FILES {
            break;
        }
        let name: String = clean(part.attachment_name().unwrap_or("adjunto")).chars().take(120).collect();
        let key = format!("tickets/{company}/{}", Uuid::now_v7());
        let written = state.storage.put_bytes(&key, bytes.to_vec()).await.map_err(ApiError::internal)?;
        out.push(StoredFile { id: Uuid::now_v7(), name, key, mime: mime.to_string(), written });
    }
    Ok(out)
}

/// Trimmed, without control characters other than line breaks and tabs.
fn clean(text: &str) -> String {
    text.chars().filter(|c| !c.is_control() || matches!(c, '\n' | '\t')).collect::<String>().trim().to_string()
}
