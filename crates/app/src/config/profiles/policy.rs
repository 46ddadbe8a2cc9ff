//! Who may see and change profiles.

use platform::{context::Ctx, ApiResult};

pub const MANAGE: &str = "config.profiles.manage";

/// Listing also serves the user form, so user administrators may read profiles.
pub fn can_list(ctx: &Ctx) -> ApiResult<()> {
    ctx.require_any(&[MANAGE, "config.users.manage"])
}

pub fn can_manage(ctx: &Ctx) -> ApiResult<()> {
    ctx.require(MANAGE)
}
