//! Who may do what with activation requests.

use platform::{context::Ctx, ApiResult};

/// Any signed-in user of a company may ask for a module; provider staff answer.
pub fn can_request(_ctx: &Ctx) -> ApiResult<()> {
    Ok(())
}

/// Only the provider's staff (technical insights key `ryr`) manage requests of every company.
pub fn can_manage(ctx: &Ctx) -> ApiResult<()> {
    ctx.require_provider()
}
