//! Who administers courses.

use platform::{context::Ctx, ApiResult};

pub const MANAGE: &str = "config.courses.manage";

pub fn can_manage(ctx: &Ctx) -> ApiResult<()> {
    ctx.require(MANAGE)
}
