//! Cmanagement's profile keys: `cmanagement-access` opens the module (see tickets, write messages),
//! `cmanagement.tickets.create` creates tickets, `cmanagement.tickets.manage` edits, moves, merges and bulk-edits
//! any ticket. A ticket's responsible may edit and move their own ticket without the manage key.

use platform::{context::Ctx, ApiResult};

use crate::tickets::entity::ticket;

pub fn can_open(ctx: &Ctx) -> ApiResult<()> {
    ctx.require("cmanagement-access")
}

pub fn can_create(ctx: &Ctx) -> ApiResult<()> {
    can_open(ctx)?;
    ctx.require("cmanagement.tickets.create")
}

/// Any ticket (bulk actions, merges).
pub fn can_manage_all(ctx: &Ctx) -> ApiResult<()> {
    can_open(ctx)?;
    ctx.require("cmanagement.tickets.manage")
}

/// This ticket: the manage key, or being its responsible.
pub fn can_manage(ctx: &Ctx, row: &ticket::Model) -> ApiResult<()> {
    can_open(ctx)?;
    if row.responsible_id == Some(ctx.user.id) {
        return Ok(());
    }
    ctx.require("cmanagement.tickets.manage")
}
