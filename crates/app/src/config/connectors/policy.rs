//! Who may configure the connectors.

use platform::{context::Ctx, ApiResult};

pub fn can_manage(ctx: &Ctx) -> ApiResult<()> {
    ctx.require("config.integrations.manage")
}
