//! A ticket's thread: its messages (public and private, with attachments), posting one (optionally "sent as" a
//! new state, in the same transaction), downloading an attachment, and the activity.

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    http::{HeaderMap, StatusCode},
    response::Response,
    Json,
};
use platform::{
    context::Ctx,
    envelope::{ListQuery, One, Page},
    error::{IdPath, QueryParams},
    storage::serve::{self, FileOut},
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, TransactionTrait};
use serde_json::json;

use super::policy;
use crate::tickets::{
    self, activity,
    dto::{ActivityOut, MessageOut},
    entity::{attachment, message, ticket},
    incoming, messages,
    notices::{self, Event},
    status::Action,
    store,
    transitions::{self, Input},
};

/// Oldest first.
#[utoipa::path(get, operation_id = "list_ticket_messages", path = "/cmanagement/tickets/{id}/messages", tag = "cmanagement", params(("id" = uuid::Uuid, Path), ListQuery), responses((status = 200, body = Page<MessageOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<MessageOut>>> {
    policy::can_open(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::CMANAGEMENT).await?;
    Ok(Json(messages::list(&state.db, &ctx, &row, true, &query).await?))
}

/// A message (multipart/form-data: `body` up to 1000 characters, `private`, optional `send_as`, up to 10 `files`
/// of 20 MB). The responsible and CC users are told.
#[utoipa::path(post, operation_id = "post_ticket_message", path = "/cmanagement/tickets/{id}/messages", tag = "cmanagement", params(("id" = uuid::Uuid, Path)), request_body(content_type = "multipart/form-data", description = "body, private, send_as, files"), responses((status = 201, body = One<MessageOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn post(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<(StatusCode, Json<One<MessageOut>>)> {
    policy::can_open(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::CMANAGEMENT).await?;
    let multipart = multipart.map_err(|_| ApiError::field("files", platform::i18n::Msg::new("upload.bad_request")))?;
    let incoming = incoming::receive(&state, &ctx, multipart).await?;
    match write(&state, &ctx, row, &incoming).await {
        Ok(out) => Ok((StatusCode::CREATED, Json(One::new(out)))),
        Err(err) => {
            incoming.discard(&state).await;
            Err(err)
        }
    }
}

async fn write(state: &AppState, ctx: &Ctx, row: ticket::Model, incoming: &incoming::Incoming) -> ApiResult<MessageOut> {
    if row.merged_into.is_some() {
        return Err(ApiError::field("body", platform::i18n::Msg::new("ticket.merged_readonly")));
    }
    let body = incoming::check_body(&incoming.body, !incoming.files.is_empty())?;
    let send_as = incoming.send_as()?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let written = match send_as {
        Some(option) => {
            policy::can_manage(ctx, &row)?;
            let input = Input { send_as: Some(option), message: &body, private: incoming.private, files: &incoming.files, ..Default::default() };
            transitions::apply(&txn, state, ctx, row.clone(), Action::SendAs, input).await.map_err(|e| e.rename_field("message", "body"))?.1
        }
        None => {
            store::touch(&txn, &row, None).await?;
            Some(messages::write(&txn, ctx, row.id, &body, incoming.private, messages::MESSAGE, &incoming.files).await?)
        }
    };
    let written = written.ok_or_else(|| ApiError::internal("message not written"))?;
    activity::record(&txn, ctx, row.id, "message", json!({"private": written.private, "attachments": incoming.files.len()})).await?;
    let mut to = store::cc_of(&txn, row.id).await?;
    to.extend(row.responsible_id);
    notices::tell(&txn, state, ctx, &row, &to, Event::Message(&written.body)).await?;
    txn.commit().await?;
    Ok(messages::many(&state.db, ctx, &row.scope, vec![written]).await?.remove(0))
}

/// An attachment's bytes (PDF and images may be shown inline with `?inline=true`), with ranges.
#[utoipa::path(get, operation_id = "download_ticket_attachment", path = "/cmanagement/attachments/{id}", tag = "cmanagement", params(("id" = uuid::Uuid, Path), crate::cbox::dto::DownloadQuery), responses((status = 200, description = "The file", content_type = "application/octet-stream", body = Vec<u8>), (status = 206, description = "A byte range"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn download(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, QueryParams(query): QueryParams<crate::cbox::dto::DownloadQuery>, headers: HeaderMap) -> ApiResult<Response> {
    policy::can_open(&ctx)?;
    let file = attachment::Entity::scoped(&ctx.tenant).filter(attachment::Column::Id.eq(id)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let msg = message::Entity::find_by_id(file.message_id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    store::load(&state.db, &ctx, msg.ticket_id, tickets::CMANAGEMENT).await?;
    let out = FileOut { key: &file.object_key, name: &file.name, mime: &file.mime, size: file.size as u64, inline: query.inline.unwrap_or(false), etag: Some(&file.sha256) };
    serve::respond(&state.storage, &headers, out).await
}

/// Newest first: who did what, when and why.
#[utoipa::path(get, operation_id = "list_ticket_activity", path = "/cmanagement/tickets/{id}/activity", tag = "cmanagement", params(("id" = uuid::Uuid, Path), ListQuery), responses((status = 200, body = Page<ActivityOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn activity_list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<ActivityOut>>> {
    policy::can_open(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::CMANAGEMENT).await?;
    Ok(Json(activity::list(&state.db, &ctx, row.id, &query).await?))
}
