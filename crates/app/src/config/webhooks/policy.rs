//! Who may configure integrations and webhooks.

use platform::{context::Ctx, ApiResult};

pub const MANAGE: &str = "config.integrations.manage";

pub fn can_manage(ctx: &Ctx) -> ApiResult<()> {
    ctx.require(MANAGE)
}
