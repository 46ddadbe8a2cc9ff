//! After-sales (SPEC §2 `/warranties` solicitudes, solicitud/crear, solicitud/:solicitudId): owners' requests on
//! the ticket core (scope `postventa`) with their failures drawn from the unit type's checklist, the inspection
//! and work orders (OI, OT), the conformity records (AC) the owner signs, and the statistics. States, actions,
//! messages, activity and merges are the core's; what is after-sales' own lives here.

use platform::{context::Ctx, ApiResult, AppState};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::tickets::entity::ticket;

pub(crate) mod ac;
mod ac_doc;
pub mod dto;
mod failure_rules;
mod failure_view;
pub mod failures;
pub mod from_act;
mod list;
mod merges;
pub mod order_dto;
pub mod order_rules;
pub(crate) mod orders;
pub mod owners;
mod save;
pub mod seed;
mod stats;
mod stats_cache;
mod stats_xlsx;
pub(crate) mod thread;
mod view;
pub mod warranty;

/// Reading after-sales.
pub fn can_read(ctx: &Ctx) -> ApiResult<()> {
    ctx.require("modulo_postventa")
}

/// Creating requests and changing any of them.
pub fn can_manage_all(ctx: &Ctx) -> ApiResult<()> {
    can_read(ctx)?;
    ctx.require("warranties.solicitudes.manage")
}

/// Changing this request: the manage key, or being its responsible.
pub fn can_manage(ctx: &Ctx, row: &ticket::Model) -> ApiResult<()> {
    can_read(ctx)?;
    if row.responsible_id == Some(ctx.user.id) {
        return Ok(());
    }
    ctx.require("warranties.solicitudes.manage")
}

pub fn router() -> OpenApiRouter<AppState> {
    let max_body = (crate::tickets::incoming::MAX_ATTACHMENTS as u64 * crate::tickets::incoming::MAX_ATTACHMENT_BYTES + 1024 * 1024) as usize;
    let messages = OpenApiRouter::new().routes(routes!(thread::messages, thread::post)).layer(axum::extract::DefaultBodyLimit::max(max_body));
    OpenApiRouter::new()
        .routes(routes!(list::list, save::create))
        .routes(routes!(list::summary))
        .routes(routes!(save::form))
        .routes(routes!(save::get, save::update))
        .routes(routes!(thread::act))
        .routes(routes!(thread::notify))
        .routes(routes!(thread::activity))
        .routes(routes!(thread::download))
        .routes(routes!(merges::candidates))
        .routes(routes!(merges::merge))
        .routes(routes!(merges::list))
        .routes(routes!(merges::undo))
        .routes(routes!(failures::list, failures::create))
        .routes(routes!(failures::checklist))
        .routes(routes!(failures::update))
        .routes(routes!(failure_rules::act))
        .routes(routes!(failure_rules::combine))
        .routes(routes!(orders::list, orders::create))
        .routes(routes!(orders::get, orders::update))
        .routes(routes!(orders::manage))
        .routes(routes!(orders::cancel))
        .routes(routes!(orders::visit))
        .routes(routes!(ac::list, ac::create))
        .routes(routes!(ac::sign))
        .routes(routes!(ac::follow_up))
        .routes(routes!(ac::pdf))
        .routes(routes!(stats::stats))
        .routes(routes!(stats::export))
        .merge(messages)
        .merge(OpenApiRouter::new().routes(routes!(failures::photo)).layer(axum::extract::DefaultBodyLimit::max(crate::warranties::files::MAX_FORM)))
}
