//! `GET /api/cbox/limits`: the upload rules the SPA checks before sending anything (the server checks them too).

use axum::Json;
use platform::{context::Ctx, envelope::One, ApiResult};

use super::{dto::LimitsOut, policy, rules};

/// Maximum file size, batch size and accepted extensions.
#[utoipa::path(get, operation_id = "get_cbox_limits", path = "/cbox/limits", tag = "cbox", responses((status = 200, body = One<LimitsOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn limits(ctx: Ctx) -> ApiResult<Json<One<LimitsOut>>> {
    policy::can_open(&ctx)?;
    Ok(Json(One::new(LimitsOut { max_file_bytes: rules::MAX_FILE_BYTES, max_batch_files: rules::MAX_BATCH_FILES, extensions: rules::EXTENSIONS.to_vec() })))
}
