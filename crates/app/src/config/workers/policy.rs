//! Who administers site workers.

use platform::{context::Ctx, ApiResult};

pub const MANAGE: &str = "config.workers.manage";

pub fn can_manage(ctx: &Ctx) -> ApiResult<()> {
    ctx.require(MANAGE)
}
