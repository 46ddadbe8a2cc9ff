//! The Gantt's answer kept per project until the schedule changes: a 20,000-activity schedule is several
//! megabytes of JSON and a critical-path computation, while checking that nothing changed is two aggregate reads.
//! The key is the day (lateness depends on it), the number of activities and of links and their latest change, so
//! a write on any instance invalidates it for every instance (each keeps its own copy).

use std::{
    collections::HashMap,
    sync::{Arc, LazyLock, Mutex},
};

use chrono::{DateTime, NaiveDate, Utc};
use platform::ApiResult;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use super::entity::{activity, link};

/// Projects kept at most (the least recently filled goes first).
const KEEP: usize = 16;

/// Held while an answer is built, so concurrent misses build it once.
pub static BUILDING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Per project: the key the answer was built for, and the answer.
type Kept = HashMap<Uuid, (String, Arc<Vec<u8>>)>;

static CACHE: LazyLock<Mutex<Kept>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// What identifies the schedule's state today.
pub async fn key<C: ConnectionTrait>(db: &C, project: Uuid, today: NaiveDate) -> ApiResult<String> {
    let (n, latest): (i64, Option<DateTime<Utc>>) = activity::Entity::find()
        .select_only()
        .column_as(activity::Column::Id.count(), "n")
        .column_as(activity::Column::UpdatedAt.max(), "latest")
        .filter(activity::Column::ProjectId.eq(project))
        .into_tuple()
        .one(db)
        .await?
        .unwrap_or((0, None));
    let (m, linked): (i64, Option<DateTime<Utc>>) = link::Entity::find()
        .select_only()
        .column_as(link::Column::Id.count(), "n")
        .column_as(link::Column::CreatedAt.max(), "latest")
        .filter(link::Column::ProjectId.eq(project))
        .into_tuple()
        .one(db)
        .await?
        .unwrap_or((0, None));
    Ok(format!("{today}|{n}|{latest:?}|{m}|{linked:?}"))
}

pub fn get(project: Uuid, key: &str) -> Option<Arc<Vec<u8>>> {
    let cache = CACHE.lock().ok()?;
    cache.get(&project).filter(|(k, _)| k == key).map(|(_, bytes)| bytes.clone())
}

pub fn put(project: Uuid, key: String, bytes: Arc<Vec<u8>>) {
    if let Ok(mut cache) = CACHE.lock() {
        if cache.len() >= KEEP && !cache.contains_key(&project) {
            if let Some(first) = cache.keys().next().copied() {
                cache.remove(&first);
            }
        }
        cache.insert(project, (key, bytes));
    }
}
