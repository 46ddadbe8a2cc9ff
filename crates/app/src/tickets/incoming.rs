//! A message as it arrives (multipart/form-data: `body`, `private`, `send_as`, `files`): each file is streamed
//! into the object store as it is received, at most 20 MB each and 10 per message. If anything fails later, the
//! stored files are removed again, so no object outlives a message that was not written.

use std::sync::{
    atomic::{AtomicBool, Ordering},
    Arc,
};

use axum::extract::Multipart;
use futures::StreamExt;
use platform::{context::Ctx, i18n::Msg, storage::Written, ApiError, ApiResult, AppState};
use uuid::Uuid;

use super::status::SendAs;
use crate::cbox::rules;

/// SPEC §5/§9: general files are at most 20 MB each.
pub const MAX_ATTACHMENT_BYTES: u64 = 20 * 1024 * 1024;
pub const MAX_ATTACHMENTS: usize = 10;
/// SPEC §5: a notify message is at most 1000 characters.
pub const MAX_MESSAGE: usize = 1000;

pub struct StoredFile {
    pub id: Uuid,
    pub name: String,
    pub key: String,
    pub mime: String,
    pub written: Written,
}

#[derive(Default)]
pub struct Incoming {
    pub body: String,
    pub private: bool,
    pub send_as: Option<String>,
    pub files: Vec<StoredFile>,
}

impl Incoming {
    pub fn send_as(&self) -> ApiResult<Option<SendAs>> {
        match self.send_as.as_deref().filter(|s| !s.is_empty()) {
            None => Ok(None),
            Some(text) => SendAs::parse(text).map(Some).ok_or_else(|| ApiError::field("send_as", Msg::new("validation.one_of"))),
        }
    }

    /// Removes the stored files (the message was refused or its transaction failed).
    pub async fn discard(&self, state: &AppState) {
        for file in &self.files {
            if let Err(err) = state.storage.delete(&file.key).await {
                tracing::warn!(%err, key = file.key, "could not remove an attachment of a refused message");
            }
        }
    }
}

/// Reads the form, storing files as they come. On any error the files stored so far are removed.
pub async fn receive(state: &AppState, ctx: &Ctx, multipart: Multipart) -> ApiResult<Incoming> {
    let mut incoming = Incoming::default();
    match read(state, ctx, multipart, &mut incoming).await {
        Ok(()) => Ok(incoming),
        Err(err) => {
            incoming.discard(state).await;
            Err(err)
        }
    }
}

async fn read(state: &AppState, ctx: &Ctx, mut multipart: Multipart, incoming: &mut Incoming) -> ApiResult<()> {
    let bad = || ApiError::field("files", Msg::new("upload.bad_request"));
    while let Some(field) = multipart.next_field().await.map_err(|_| bad())? {
        match field.name().unwrap_or_default() {
            "body" => incoming.body = field.text().await.map_err(|_| bad())?,
            "private" => incoming.private = field.text().await.map_err(|_| bad())?.trim() == "true",
            "send_as" => incoming.send_as = Some(field.text().await.map_err(|_| bad())?.trim().to_string()),
            "files" => {
                if incoming.files.len() == MAX_ATTACHMENTS {
                    return Err(ApiError::field("files", Msg::new("validation.max_items").arg("max", MAX_ATTACHMENTS)));
                }
                let name = field.file_name().unwrap_or_default().trim().to_string();
                let ext = rules::check_file(&name, 0).map_err(|e| e.rename_field("file", "files"))?;
                let id = Uuid::now_v7();
                let key = format!("tickets/{}/{id}", ctx.company.id);
                let too_big = Arc::new(AtomicBool::new(false));
                let flag = too_big.clone();
                let mut seen = 0u64;
                let limited = field.map(move |chunk| {
                    let chunk = chunk.map_err(|e| e.to_string())?;
                    seen += chunk.len() as u64;
                    if seen > MAX_ATTACHMENT_BYTES {
                        flag.store(true, Ordering::Relaxed);
                        return Err("attachment over the limit".to_string());
                    }
                    Ok(chunk)
                });
                match state.storage.write(&key, Box::pin(limited), false).await {
                    Ok(written) => incoming.files.push(StoredFile { id, name, key, mime: rules::mime(Some(&ext)).to_string(), written }),
                    Err(_) if too_big.load(Ordering::Relaxed) => return Err(ApiError::field("files", Msg::new("validation.max_file_size").arg("max", "20 MB"))),
                    Err(_) => return Err(bad()),
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// The message text: required unless files are attached, at most 1000 characters.
pub fn check_body(body: &str, has_files: bool) -> ApiResult<String> {
    let body = body.trim();
    if body.is_empty() && !has_files {
        return Err(ApiError::field("body", Msg::new("validation.required")));
    }
    if body.chars().count() > MAX_MESSAGE {
        return Err(ApiError::field("body", Msg::new("ticket.message_too_long").arg("max", MAX_MESSAGE)));
    }
    if platform::validate::rules::has_control(body) {
        return Err(ApiError::field("body", Msg::new("validation.control_chars")));
    }
    Ok(body.to_string())
}
