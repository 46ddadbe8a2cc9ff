//! A request's life on the ticket core: its actions (finishing removes the failures still pending and warns about
//! them and about failures without conformity, SPEC §4), its messages (public or private, with files), the
//! notice to the owner (a public message e-mailed to them, at most 1000 characters), the activity and the
//! attachments.

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    http::{HeaderMap, StatusCode},
    response::Response,
    Json,
};
use platform::{
    context::Ctx,
    envelope::{ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    mail::Email,
    storage::serve::{self, FileOut},
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, TransactionTrait};
use serde_json::json;

use super::{can_manage, can_read, dto::*, failure_rules::finish, owners, view};
use crate::{
    cmanagement::dto::ActionIn,
    tickets::{
        self, activity,
        dto::{ActivityOut, MessageOut},
        entity::{attachment, message, ticket},
        incoming, messages,
        notices::{self, Event},
        status::{Action, Status},
        store,
        transitions::{self, Input},
    },
};

/// postpone, resume, reopen, finish (with a justification), open or send_as, as in Cmanagement.
#[utoipa::path(post, operation_id = "act_on_request", path = "/warranties/requests/{id}/actions", tag = "warranties", params(("id" = uuid::Uuid, Path)), request_body = ActionIn, responses((status = 200, body = One<RequestOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn act(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ActionIn>) -> ApiResult<Json<One<RequestOut>>> {
    can_read(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = store::load(&txn, &ctx, id, tickets::POSTVENTA).await?;
    can_manage(&ctx, &row)?;
    let action = input.action.as_deref().map(str::trim).filter(|a| !a.is_empty()).ok_or_else(|| ApiError::field("action", Msg::new("validation.required")))?;
    let action = Action::parse(action).ok_or_else(|| ApiError::field("action", Msg::new("validation.one_of")))?;
    let message = input.message.as_deref().unwrap_or_default().trim();
    let (updated, _) = transitions::apply(&txn, &state, &ctx, row, action, Input { until: input.until, send_as: input.send_as, message, private: input.private, files: &[], version: input.version }).await?;
    let mut removed_keys = vec![];
    let mut warnings = vec![];
    if updated.status == Status::Finished.as_str() {
        let done = finish(&txn, &ctx, &updated).await?;
        if done.removed > 0 {
            warnings.push(Msg::new("warranties.finish_removed_pending").arg("count", done.removed).render(ctx.locale));
        }
        if done.without_conformity > 0 {
            warnings.push(Msg::new("warranties.finish_without_conformity").arg("count", done.without_conformity).render(ctx.locale));
        }
        removed_keys = done.photo_keys;
    }
    txn.commit().await?;
    for key in removed_keys {
        if let Err(err) = state.storage.delete(&key).await {
            tracing::warn!(%err, key, "could not remove a removed failure's photo");
        }
    }
    let mut answer = One::new(view::one(&state.db, &ctx, updated).await?);
    if !warnings.is_empty() {
        answer = answer.with_warnings(warnings);
    }
    Ok(Json(answer))
}

/// Oldest first, public and private.
#[utoipa::path(get, operation_id = "list_request_messages", path = "/warranties/requests/{id}/messages", tag = "warranties", params(("id" = uuid::Uuid, Path), ListQuery), responses((status = 200, body = Page<MessageOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn messages(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<MessageOut>>> {
    can_read(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::POSTVENTA).await?;
    Ok(Json(messages::list(&state.db, &ctx, &row, true, &query).await?))
}

/// A message (multipart/form-data: `body` up to 1000 characters, `private`, up to 10 `files` of 20 MB). The
/// responsible and CC users are told.
#[utoipa::path(post, operation_id = "post_request_message", path = "/warranties/requests/{id}/messages", tag = "warranties", params(("id" = uuid::Uuid, Path)), request_body(content_type = "multipart/form-data", description = "body, private, files"), responses((status = 201, body = One<MessageOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn post(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<(StatusCode, Json<One<MessageOut>>)> {
    can_read(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::POSTVENTA).await?;
    let multipart = multipart.map_err(|_| ApiError::field("files", Msg::new("upload.bad_request")))?;
    let incoming = incoming::receive(&state, &ctx, multipart).await?;
    match write(&state, &ctx, &row, &incoming.body, incoming.private, &incoming.files, None).await {
        Ok(out) => Ok((StatusCode::CREATED, Json(One::new(out)))),
        Err(err) => {
            incoming.discard(&state).await;
            Err(err)
        }
    }
}

/// A public message e-mailed to the request's owner (1 to 1000 characters).
#[utoipa::path(post, operation_id = "notify_request_owner", path = "/warranties/requests/{id}/notify", tag = "warranties", params(("id" = uuid::Uuid, Path)), request_body = NotifyIn, responses((status = 201, body = One<MessageOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn notify(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<NotifyIn>) -> ApiResult<(StatusCode, Json<One<MessageOut>>)> {
    can_read(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::POSTVENTA).await?;
    can_manage(&ctx, &row)?;
    let body = input.message.as_deref().map(str::trim).unwrap_or_default();
    if body.is_empty() {
        return Err(ApiError::field("message", Msg::new("validation.required")));
    }
    if body.chars().count() > incoming::MAX_MESSAGE {
        return Err(ApiError::field("message", Msg::new("ticket.message_too_long").arg("max", incoming::MAX_MESSAGE)));
    }
    let account = owners::by_id(&state.db, &ctx, row.owner_id).await?.into_values().next().ok_or_else(|| ApiError::field("message", Msg::new("warranties.request_without_owner")))?;
    let pt = ctx.company.country.eq_ignore_ascii_case("BR");
    let subject = if pt { format!("Solicitação #{} · {}", row.number, row.subject) } else { format!("Solicitud #{} · {}", row.number, row.subject) };
    let email = Email { to: account.email.clone(), subject, text: body.to_string(), html: None };
    let out = write(&state, &ctx, &row, body, false, &[], Some(email)).await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

/// Writes the message in one transaction with its activity, the notices and (for `notify`) the owner's e-mail.
/// Writes a message (an owner's, when the owners' portal acts) and tells the responsible and CC users.
pub(crate) async fn write(state: &AppState, ctx: &Ctx, row: &ticket::Model, body: &str, private: bool, files: &[incoming::StoredFile], email: Option<Email>) -> ApiResult<MessageOut> {
    if row.merged_into.is_some() {
        return Err(ApiError::field("body", Msg::new("ticket.merged_readonly")));
    }
    let body = incoming::check_body(body, !files.is_empty())?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    store::touch(&txn, row, None).await?;
    let kind = if ctx.owner.is_some() { messages::OWNER } else { messages::MESSAGE };
    let written = messages::write(&txn, ctx, row.id, &body, private, kind, files).await?;
    let kind = if email.is_some() { "owner_notified" } else { "message" };
    activity::record(&txn, ctx, row.id, kind, json!({"private": written.private, "attachments": files.len()})).await?;
    let mut to = store::cc_of(&txn, row.id).await?;
    to.extend(row.responsible_id);
    to.retain(|u| *u != ctx.user.id);
    notices::tell(&txn, state, ctx, row, &to, Event::Message(&written.body)).await?;
    if let Some(email) = email {
        state.mailer.queue_many(&txn, Some(ctx.company.id), vec![email]).await?;
    }
    txn.commit().await?;
    Ok(messages::many(&state.db, ctx, &row.scope, vec![written]).await?.remove(0))
}

/// Newest first: who did what, when and why.
#[utoipa::path(get, operation_id = "list_request_activity", path = "/warranties/requests/{id}/activity", tag = "warranties", params(("id" = uuid::Uuid, Path), ListQuery), responses((status = 200, body = Page<ActivityOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn activity(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<ActivityOut>>> {
    can_read(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::POSTVENTA).await?;
    Ok(Json(activity::list(&state.db, &ctx, row.id, &query).await?))
}

/// A message attachment's bytes (`?inline=true` shows PDF and images in place), with ranges.
#[utoipa::path(get, operation_id = "download_request_attachment", path = "/warranties/attachments/{id}", tag = "warranties", params(("id" = uuid::Uuid, Path), crate::cbox::dto::DownloadQuery), responses((status = 200, description = "The file", content_type = "application/octet-stream", body = Vec<u8>), (status = 206, description = "A byte range"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn download(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, QueryParams(query): QueryParams<crate::cbox::dto::DownloadQuery>, headers: HeaderMap) -> ApiResult<Response> {
    can_read(&ctx)?;
    let file = attachment::Entity::scoped(&ctx.tenant).filter(attachment::Column::Id.eq(id)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let msg = message::Entity::find_by_id(file.message_id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    store::load(&state.db, &ctx, msg.ticket_id, tickets::POSTVENTA).await?;
    let out = FileOut { key: &file.object_key, name: &file.name, mime: &file.mime, size: file.size as u64, inline: query.inline.unwrap_or(false), etag: Some(&file.sha256) };
    serve::respond(&state.storage, &headers, out).await
}
