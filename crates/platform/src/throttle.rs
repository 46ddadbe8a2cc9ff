//! Sign-in throttling: failed attempts counted per IP and per username in a fixed window. Kept in memory, so each
//! instance counts on its own (see docs/decisions.md).

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

pub const WINDOW: Duration = Duration::from_secs(15 * 60);

pub struct Throttle {
    limit: u32,
    hits: Mutex<HashMap<String, (Instant, u32)>>,
}

impl Throttle {
    pub fn new(limit: u32) -> Self {
        Self { limit, hits: Mutex::new(HashMap::new()) }
    }

    /// Whether any of the keys has used up its attempts in the current window.
    pub fn is_blocked(&self, keys: &[String]) -> bool {
        let now = Instant::now();
        let hits = self.hits.lock().unwrap_or_else(|e| e.into_inner());
        keys.iter().any(|k| hits.get(k).is_some_and(|(start, n)| now.duration_since(*start) < WINDOW && *n >= self.limit))
    }

    pub fn fail(&self, keys: &[String]) {
        let now = Instant::now();
        let mut hits = self.hits.lock().unwrap_or_else(|e| e.into_inner());
        if hits.len() > 100_000 {
            hits.retain(|_, (start, _)| now.duration_since(*start) < WINDOW);
        }
        for key in keys {
            let entry = hits.entry(key.clone()).or_insert((now, 0));
            if now.duration_since(entry.0) >= WINDOW {
                *entry = (now, 0);
            }
            entry.1 += 1;
        }
    }

    pub fn clear(&self, key: &str) {
        self.hits.lock().unwrap_or_else(|e| e.into_inner()).remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_after_the_limit_and_clears_on_success() {
        let t = Throttle::new(2);
        let keys = ["ip:1".to_string(), "user:ana".to_string()];
        assert!(!t.is_blocked(&keys));
        t.fail(&keys);
        t.fail(&keys);
        assert!(t.is_blocked(&keys));
        t.clear("user:ana");
        assert!(t.is_blocked(&keys), "the IP stays blocked");
        assert!(!t.is_blocked(&["user:ana".to_string()]));
    }
}
