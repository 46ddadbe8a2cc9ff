//! Optimistic concurrency for editable aggregates: an update names the version it read; when another write got
//! there first, the caller gets a 409 instead of silently overwriting it.

use sea_orm::UpdateResult;

use crate::error::{ApiError, ApiResult};

/// Reads the outcome of `UPDATE … WHERE id = ? AND version = ?`: no row means the version was stale (409) when
/// the record exists, and not found (404) when it does not.
pub fn check(result: UpdateResult, exists: bool) -> ApiResult<()> {
    match (result.rows_affected, exists) {
        (0, true) => Err(ApiError::conflict()),
        (0, false) => Err(ApiError::not_found()),
        _ => Ok(()),
    }
}
