//! Figures over a company's requests kept for up to a minute (the statistics of a range, the list's counts): a
//! dashboard is read far more often than requests change, and the figures of 200,000 requests take from a tenth of
//! a second (counts) to seconds (statistics) to gather. Any ticket change in this process
//! (`tickets::store::changes`) makes what is kept stale at once; another server process's changes show within the
//! minute.

use std::{
    collections::HashMap,
    hash::Hash,
    sync::{LazyLock, Mutex},
    time::{Duration, Instant},
};

use crate::tickets::store::changes;

const TTL: Duration = Duration::from_secs(60);
const MAX_ENTRIES: usize = 512;

struct Entry<V> {
    at: Instant,
    changes: u64,
    value: V,
}

/// A small map of figures by key, each valid for a minute and until the next ticket change.
pub struct Kept<K, V> {
    map: LazyLock<Mutex<HashMap<K, Entry<V>>>>,
}

impl<K: Hash + Eq, V: Clone> Kept<K, V> {
    pub const fn new() -> Self {
        Self { map: LazyLock::new(|| Mutex::new(HashMap::new())) }
    }

    /// The kept figures, if still fresh.
    pub fn get(&self, key: &K) -> Option<V> {
        let map = self.map.lock().ok()?;
        let entry = map.get(key)?;
        (entry.changes == changes() && entry.at.elapsed() < TTL).then(|| entry.value.clone())
    }

    /// Keeps figures computed when the change counter read `seen` (read it before reading the database).
    pub fn put(&self, key: K, seen: u64, value: V) {
        let Ok(mut map) = self.map.lock() else { return };
        if map.len() >= MAX_ENTRIES {
            map.retain(|_, e| e.at.elapsed() < TTL && e.changes == changes());
            if map.len() >= MAX_ENTRIES {
                map.clear();
            }
        }
        map.insert(key, Entry { at: Instant::now(), changes: seen, value });
    }
}
