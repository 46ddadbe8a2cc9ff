//! Who hears about a ticket (SPEC §5 notify message): the responsible and the CC users, in the app and by e-mail,
//! each as their notification settings say, never the person who made the change.

use platform::{
    context::Ctx,
    entities::user,
    i18n::{Locale, Msg},
    mail::Email,
    notify::{self, Notice},
    tenant::Scoped,
    ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, QueryFilter};
use uuid::Uuid;

use super::entity::ticket;

pub enum Event<'a> {
    /// Made responsible.
    Assigned,
    /// Added in copy.
    Copied,
    /// A new message (its text).
    Message(&'a str),
    /// A new state (its internal code).
    Status(&'a str),
}

/// Sends the event to `to` (minus the actor), in each user's language.
pub async fn tell<C: ConnectionTrait>(db: &C, state: &AppState, ctx: &Ctx, ticket: &ticket::Model, to: &[Uuid], event: Event<'_>) -> ApiResult<()> {
    let mut ids: Vec<Uuid> = to.iter().copied().filter(|id| *id != ctx.user.id).collect();
    ids.sort();
    ids.dedup();
    if ids.is_empty() {
        return Ok(());
    }
    let module = module_of(ticket);
    let users = user::Entity::scoped(&ctx.tenant).filter(user::Column::Id.is_in(ids)).filter(user::Column::Enabled.eq(true)).all(db).await?;
    let actor = ctx.user.full_name();
    for to in users {
        let locale = Locale::parse(&to.locale);
        let title = Msg::new(match event {
            Event::Assigned => "ticket.notice_assigned",
            Event::Copied => "ticket.notice_copied",
            Event::Message(_) => "ticket.notice_message",
            Event::Status(_) => "ticket.notice_status",
        })
        .arg("number", ticket.number)
        .render(locale);
        let body = match event {
            Event::Message(text) => format!("{actor}: {}", excerpt(text)),
            Event::Status(status) => Msg::new("ticket.notice_status_body").arg("name", &actor).arg("status", Msg::new(status_key(status)).render(locale)).arg("subject", &ticket.subject).render(locale),
            _ => Msg::new("ticket.notice_body").arg("name", &actor).arg("subject", &ticket.subject).render(locale),
        };
        let link = format!("/cmanagement/tickets/{}/general", ticket.id);
        let notice = Notice { company_id: ctx.company.id, user_id: to.id, project_id: Some(ticket.project_id), module, title: title.clone(), body: body.clone(), link: Some(link.clone()) };
        notify::send(db, &state.events, notice).await?;
        let by_email = notify::channels(db, to.id, module).await?.1;
        if let Some(address) = to.email.as_ref().filter(|_| by_email) {
            let text = format!("{}\n\n{body}\n\n{}/app{link}", Msg::new("ticket.mail_greeting").arg("name", &to.first_name).render(locale), state.config.public_url.trim_end_matches('/'));
            state.mailer.queue(db, Some(to.company_id), Email { to: address.clone(), subject: title, text, html: None }).await?;
        }
    }
    Ok(())
}

/// The notification channel: Cmanagement, or after-sales for owners' requests.
fn module_of(ticket: &ticket::Model) -> &'static str {
    if ticket.scope == super::POSTVENTA { "warranties" } else { "cmanagement" }
}

fn status_key(status: &str) -> &'static str {
    match status {
        "new" => "ticket.status_new",
        "open" => "ticket.status_open",
        "pending" => "ticket.status_pending",
        "postponed" => "ticket.status_postponed",
        _ => "ticket.status_finished",
    }
}

/// At most 200 characters of a message for the notice.
fn excerpt(text: &str) -> String {
    let mut out: String = text.chars().take(200).collect();
    if text.chars().count() > 200 {
        out.push('…');
    }
    out
}
