//! The activity/audit log: one table for "actividad", "record list" and "history" screens. Sensitive actions
//! (sign-in, permission changes, shares, dumps) are always recorded.

use chrono::Utc;
use sea_orm::{ConnectionTrait, EntityTrait, Set};
use serde_json::Value;
use uuid::Uuid;

use crate::{entities::audit_log, error::ApiResult, ids::new_id};

/// One entry to record.
#[derive(Debug, Default)]
pub struct Entry<'a> {
    pub company_id: Option<Uuid>,
    pub user_id: Option<Uuid>,
    pub action: &'a str,
    pub entity: &'a str,
    pub entity_id: Option<Uuid>,
    pub before: Option<Value>,
    pub after: Option<Value>,
    pub ip: Option<String>,
}

pub async fn record<C: ConnectionTrait>(db: &C, entry: Entry<'_>) -> ApiResult<()> {
    audit_log::Entity::insert(audit_log::ActiveModel {
        id: Set(new_id()),
        company_id: Set(entry.company_id),
        user_id: Set(entry.user_id),
        action: Set(entry.action.to_string()),
        entity: Set(entry.entity.to_string()),
        entity_id: Set(entry.entity_id),
        before: Set(entry.before),
        after: Set(entry.after),
        ip: Set(entry.ip),
        created_at: Set(Utc::now()),
    })
    .exec_without_returning(db)
    .await?;
    Ok(())
}
