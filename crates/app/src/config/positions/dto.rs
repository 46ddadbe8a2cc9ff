//! Wire types of positions.

use chrono::{DateTime, Utc};
use platform::entities::position;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Serialize, utoipa::ToSchema)]
pub struct PositionOut {
    pub id: Uuid,
    pub name: String,
    /// Users holding this position.
    pub users_count: u64,
    pub version: i32,
    pub created_at: DateTime<Utc>,
}

impl PositionOut {
    pub fn new(p: position::Model, users_count: u64) -> Self {
        Self { id: p.id, name: p.name, users_count, version: p.version, created_at: p.created_at }
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct PositionIn {
    /// 2–60 characters, no two consecutive spaces, unique in the company ignoring case.
    pub name: Option<String>,
    /// The version read; required to update.
    pub version: Option<i32>,
}
