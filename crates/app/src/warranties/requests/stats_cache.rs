//! The statistics of a company's projects over a range, kept for up to a minute: a dashboard is read far more
//! often than requests change, and the figures of 200,000 requests take a few hundred milliseconds to gather. Any
//! ticket change in this process (`tickets::store::changes`) makes what is kept stale at once; another server
//! process's changes show within the minute.

use std::{
    collections::HashMap,
    sync::{LazyLock, Mutex},
    time::{Duration, Instant},
};

use uuid::Uuid;

use super::stats::StatsOut;
use crate::tickets::store::changes;

const TTL: Duration = Duration::from_secs(60);
const MAX_ENTRIES: usize = 512;

/// Company, projects (sorted), from, to.
pub type Key = (Uuid, Vec<Uuid>, Option<chrono::NaiveDate>, Option<chrono::NaiveDate>);

struct Entry {
    at: Instant,
    changes: u64,
    value: StatsOut,
}

static CACHE: LazyLock<Mutex<HashMap<Key, Entry>>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// The kept figures, if still fresh.
pub fn get(key: &Key) -> Option<StatsOut> {
    let cache = CACHE.lock().ok()?;
    let entry = cache.get(key)?;
    (entry.changes == changes() && entry.at.elapsed() < TTL).then(|| entry.value.clone())
}

/// Keeps figures computed when the change counter read `seen`.
pub fn put(key: Key, seen: u64, value: StatsOut) {
    let Ok(mut cache) = CACHE.lock() else { return };
    if cache.len() >= MAX_ENTRIES {
        cache.retain(|_, e| e.at.elapsed() < TTL && e.changes == changes());
        if cache.len() >= MAX_ENTRIES {
            cache.clear();
        }
    }
    cache.insert(key, Entry { at: Instant::now(), changes: seen, value });
}
