//! Answers kept per project until the schedule changes: the Gantt's schedule (20,000 activities read, indexed by
//! parent and through a critical-path computation) and the list's totals per filter (aggregates over every
//! activity that matches), while checking that nothing changed is two aggregate reads on indexes. The key is the
//! day (lateness depends on it), the number of activities and of links and their latest change, so a write on any
//! instance invalidates them for every instance (each keeps its own copy).

use std::{
    collections::HashMap,
    sync::{Arc, LazyLock, Mutex},
};

use chrono::{DateTime, NaiveDate, Utc};
use platform::ApiResult;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use super::{
    activities::dto::ActivityTotals,
    gantt_view::Built,
    entity::{activity, link},
};

/// Projects kept at most (the least recently filled goes first).
const KEEP: usize = 16;

/// List totals kept at most, over every project and filter.
const KEEP_TOTALS: usize = 256;

/// Held while an answer is built, so concurrent misses build it once.
pub static BUILDING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Per project: the key the schedule was built for, and the schedule.
type Kept = HashMap<Uuid, (String, Arc<Built>)>;

static CACHE: LazyLock<Mutex<Kept>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// What the list counts for one filter: the totals of every match, and the rows left once folded summaries are out.
pub struct Counted {
    pub totals: ActivityTotals,
    pub total: u64,
}

/// Per project and filter: the key the counts were made under, and the counts.
type KeptTotals = HashMap<(Uuid, String), (String, Arc<Counted>)>;

static TOTALS: LazyLock<Mutex<KeptTotals>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// What identifies the schedule's state today.
pub async fn key<C: ConnectionTrait>(db: &C, project: Uuid, today: NaiveDate) -> ApiResult<String> {
    let (n, latest): (i64, Option<DateTime<Utc>>) = activity::Entity::find()
        .select_only()
        .column_as(sea_orm::sea_query::Expr::cust("COUNT(*)"), "n")
        .column_as(activity::Column::UpdatedAt.max(), "latest")
        .filter(activity::Column::ProjectId.eq(project))
        .into_tuple()
        .one(db)
        .await?
        .unwrap_or((0, None));
    let (m, linked): (i64, Option<DateTime<Utc>>) = link::Entity::find()
        .select_only()
        .column_as(sea_orm::sea_query::Expr::cust("COUNT(*)"), "n")
        .column_as(link::Column::CreatedAt.max(), "latest")
        .filter(link::Column::ProjectId.eq(project))
        .into_tuple()
        .one(db)
        .await?
        .unwrap_or((0, None));
    Ok(format!("{today}|{n}|{latest:?}|{m}|{linked:?}"))
}

pub fn get(project: Uuid, key: &str) -> Option<Arc<Built>> {
    let cache = CACHE.lock().ok()?;
    cache.get(&project).filter(|(k, _)| k == key).map(|(_, built)| built.clone())
}

pub fn put(project: Uuid, key: String, built: Arc<Built>) {
    if let Ok(mut cache) = CACHE.lock() {
        if cache.len() >= KEEP && !cache.contains_key(&project) {
            if let Some(first) = cache.keys().next().copied() {
                cache.remove(&first);
            }
        }
        cache.insert(project, (key, built));
    }
}

/// The list's counts for a filter, if made under this key.
pub fn totals(project: Uuid, filter: &str, key: &str) -> Option<Arc<Counted>> {
    let kept = TOTALS.lock().ok()?;
    kept.get(&(project, filter.to_owned())).filter(|(k, _)| k == key).map(|(_, counted)| counted.clone())
}

pub fn put_totals(project: Uuid, filter: String, key: String, counted: Arc<Counted>) {
    if let Ok(mut kept) = TOTALS.lock() {
        if kept.len() >= KEEP_TOTALS {
            // Entries made under an older key are dead; when none is, any one goes.
            let stale: Vec<(Uuid, String)> = kept.iter().filter(|((p, _), (k, _))| *p == project && *k != key).map(|(id, _)| id.clone()).collect();
            if stale.is_empty() {
                if let Some(first) = kept.keys().next().cloned() {
                    kept.remove(&first);
                }
            }
            for id in stale {
                kept.remove(&id);
            }
        }
        kept.insert((project, filter), (key, counted));
    }
}
