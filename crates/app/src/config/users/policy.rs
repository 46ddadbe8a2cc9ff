//! Who may administer users.

use platform::{context::Ctx, ApiResult};

pub const MANAGE: &str = "config.users.manage";

pub fn can_manage(ctx: &Ctx) -> ApiResult<()> {
    ctx.require(MANAGE)
}
