//! Carrying out an action on a ticket inside the caller's transaction: the state machine decides, the row
//! changes with its version, the justification (or message) is written, the activity says who/when/why, and the
//! responsible and CC users hear about it.

use chrono::{NaiveDate, Utc};
use platform::{context::Ctx, ApiError, ApiResult, AppState};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ConnectionTrait, IntoActiveModel};
use serde_json::json;

use super::{
    activity,
    entity::{message, ticket},
    incoming::{self, StoredFile},
    messages,
    notices::{self, Event},
    status::{self, Action, SendAs, Status},
    store,
};

/// What the caller asked for.
#[derive(Default)]
pub struct Input<'a> {
    pub until: Option<NaiveDate>,
    pub send_as: Option<SendAs>,
    /// Justification or message text (already trimmed; may be empty).
    pub message: &'a str,
    pub private: bool,
    pub files: &'a [StoredFile],
    /// The version the caller read, when it sent one.
    pub version: Option<i32>,
}

/// Applies `action`; returns the updated row and the message written with it, if any.
pub async fn apply<C: ConnectionTrait>(db: &C, state: &AppState, ctx: &Ctx, row: ticket::Model, action: Action, input: Input<'_>) -> ApiResult<(ticket::Model, Option<message::Model>)> {
    if row.merged_into.is_some() {
        return Err(ApiError::field("action", platform::i18n::Msg::new("ticket.merged_readonly")));
    }
    let from = Status::parse(&row.status).unwrap_or(Status::New);
    if input.message.chars().count() > incoming::MAX_MESSAGE {
        return Err(ApiError::field("message", platform::i18n::Msg::new("ticket.message_too_long").arg("max", incoming::MAX_MESSAGE)));
    }
    let request = status::Request { until: input.until, send_as: input.send_as, has_message: !input.message.is_empty() };
    let change = status::transition(from, action, &request, ctx_today())?;
    let version = store::touch(db, &row, input.version).await?;
    let mut written = None;
    if !input.message.is_empty() || !input.files.is_empty() {
        let kind = if change.to == Status::Finished { messages::JUSTIFICATION } else { messages::MESSAGE };
        written = Some(messages::write(db, ctx, row.id, input.message, input.private, kind, input.files).await?);
    }
    let mut active = row.clone().into_active_model();
    active.status = Set(change.to.as_str().into());
    active.send_as = Set(change.send_as.map(|s| s.as_str().to_string()));
    active.postponed_until = Set(change.postponed_until);
    active.finished_at = Set((change.to == Status::Finished).then(Utc::now));
    active.version = Set(version);
    active.updated_at = Set(Utc::now());
    let updated = active.update(db).await?;
    let detail = json!({
        "action": action.as_str(), "from": from.as_str(), "to": change.to.as_str(),
        "reason": (!input.message.is_empty()).then_some(input.message),
        "until": change.postponed_until, "send_as": change.send_as,
    });
    activity::record(db, ctx, row.id, "status", detail).await?;
    if from != change.to {
        super::webhook::status_changed(db, &updated, from.as_str()).await?;
    }
    if from != change.to || action == Action::Postpone {
        let mut to = store::cc_of(db, row.id).await?;
        to.extend(row.responsible_id);
        notices::tell(db, state, ctx, &updated, &to, Event::Status(change.to.as_str())).await?;
    }
    Ok((updated, written))
}

/// Today's date for the postponed-until rule. Dates are calendar days in UTC (see docs/decisions.md).
fn ctx_today() -> NaiveDate {
    Utc::now().date_naive()
}
