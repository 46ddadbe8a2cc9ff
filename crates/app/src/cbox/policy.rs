//! Cbox's profile keys: `modulo_biblioteca` opens the module, `cbox.upload` uploads and creates folders,
//! `cbox.share` shares, `cbox.delete` deletes. What a user may do with each item is in [`super::access`].

use platform::{context::Ctx, ApiResult};

pub fn can_open(ctx: &Ctx) -> ApiResult<()> {
    ctx.require("modulo_biblioteca")
}

pub fn can_upload(ctx: &Ctx) -> ApiResult<()> {
    can_open(ctx)?;
    ctx.require("cbox.upload")
}
