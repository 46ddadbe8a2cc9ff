//! Who may see and change positions.

use platform::{context::Ctx, ApiResult};

pub const MANAGE: &str = "config.positions.manage";

/// Listing also serves the user form, so user administrators may read positions.
pub fn can_list(ctx: &Ctx) -> ApiResult<()> {
    ctx.require_any(&[MANAGE, "config.users.manage"])
}

pub fn can_manage(ctx: &Ctx) -> ApiResult<()> {
    ctx.require(MANAGE)
}
