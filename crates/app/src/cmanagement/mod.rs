//! Cmanagement (SPEC §2 /cmanagement): internal tickets and their tasks, on the ticket core (`crate::tickets`).
//! Ticket list with filters and bulk actions, the ticket (fields, messages, activity, actions, merges), its tasks,
//! the schedule, the form data and the age buckets. Its configuration lives in `config::cmanagement`.

use axum::extract::DefaultBodyLimit;
use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod actions;
pub mod dto;
mod form;
pub mod list;
mod merges;
pub mod people;
mod pins;
mod policy;
pub mod save;
mod schedule;
mod tasks;
mod thread;

pub fn router() -> OpenApiRouter<AppState> {
    let max_body = (crate::tickets::incoming::MAX_ATTACHMENTS as u64 * crate::tickets::incoming::MAX_ATTACHMENT_BYTES + 1024 * 1024) as usize;
    let messages = OpenApiRouter::new().routes(routes!(thread::list, thread::post)).layer(DefaultBodyLimit::max(max_body));
    OpenApiRouter::new()
        .routes(routes!(list::list, save::create))
        .routes(routes!(save::get, save::update))
        .routes(routes!(actions::act))
        .routes(routes!(actions::bulk))
        .routes(routes!(thread::download))
        .routes(routes!(thread::activity_list))
        .routes(routes!(merges::candidates))
        .routes(routes!(merges::merge))
        .routes(routes!(merges::list))
        .routes(routes!(merges::undo))
        .routes(routes!(tasks::list, tasks::create))
        .routes(routes!(tasks::update, tasks::delete))
        .routes(routes!(tasks::apply_template))
        .routes(routes!(schedule::schedule))
        .routes(routes!(form::form))
        .routes(routes!(form::ages))
        .routes(routes!(pins::pins))
        .merge(messages)
}
