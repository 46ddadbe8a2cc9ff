//! Helpers shared by the integration tests: fixtures, dates, and a view of a schedule keyed
//! by name path (the names from the top down to the task) for comparisons that must not
//! depend on uids.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

use std::collections::{BTreeMap, BTreeSet, HashMap};

use chrono::NaiveDate;
use schedule::{LinkKind, Schedule, Task};

pub fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

pub fn d(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
}

/// "Obra gruesa / Fundaciones / Excavación" for every task, in `tasks` order.
pub fn name_paths(s: &Schedule) -> Vec<String> {
    let by_uid: HashMap<&str, &Task> = s.tasks.iter().map(|t| (t.uid.as_str(), t)).collect();
    s.tasks
        .iter()
        .map(|t| {
            let mut names = vec![t.name.clone()];
            let mut parent = t.parent.as_deref();
            while let Some(p) = parent {
                let pt = by_uid[p];
                names.push(pt.name.clone());
                parent = pt.parent.as_deref();
            }
            names.reverse();
            names.join(" / ")
        })
        .collect()
}

/// What a task is, apart from its uid and parent uid (which the name path stands for).
#[derive(Debug, Clone, PartialEq)]
pub struct Facts {
    pub summary: bool,
    pub start: NaiveDate,
    pub finish: NaiveDate,
    pub actual_start: Option<NaiveDate>,
    pub actual_finish: Option<NaiveDate>,
    pub percent: f64,
    pub milestone: bool,
    pub cost: Option<f64>,
}

pub fn by_path(s: &Schedule) -> BTreeMap<String, Facts> {
    let summaries: BTreeSet<&str> = s.tasks.iter().filter_map(|t| t.parent.as_deref()).collect();
    name_paths(s)
        .into_iter()
        .zip(&s.tasks)
        .map(|(p, t)| {
            let facts = Facts {
                summary: summaries.contains(t.uid.as_str()),
                start: t.start,
                finish: t.finish,
                actual_start: t.actual_start,
                actual_finish: t.actual_finish,
                percent: t.percent_complete,
                milestone: t.milestone,
                cost: t.cost,
            };
            (p, facts)
        })
        .collect()
}

/// Links as (predecessor path, successor path, kind, lag), sorted.
pub fn links_by_path(s: &Schedule) -> Vec<(String, String, LinkKind, i32)> {
    let paths: HashMap<&str, String> = s
        .tasks
        .iter()
        .map(|t| t.uid.as_str())
        .zip(name_paths(s))
        .collect();
    let mut out: Vec<_> = s
        .links
        .iter()
        .map(|l| {
            (
                paths[l.predecessor.as_str()].clone(),
                paths[l.successor.as_str()].clone(),
                l.kind,
                l.lag_days,
            )
        })
        .collect();
    out.sort_by(|a, b| (&a.0, &a.1, a.3).cmp(&(&b.0, &b.1, b.3)));
    out
}

/// The 1-based line on which `needle` first occurs in `bytes`.
pub fn line_of(bytes: &[u8], needle: &[u8]) -> usize {
    let at = bytes
        .windows(needle.len())
        .position(|w| w == needle)
        .expect("needle present");
    bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1
}

/// Replaces the first occurrence of `from` with `to`.
pub fn replace_once(bytes: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    let at = bytes
        .windows(from.len())
        .position(|w| w == from)
        .expect("pattern present");
    [&bytes[..at], to, &bytes[at + from.len()..]].concat()
}
