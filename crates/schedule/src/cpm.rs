//! The critical path method on leaf tasks in calendar days: a forward pass for early dates,
//! a backward pass for late dates, both in Kahn topological order over a compressed
//! adjacency list, so the cost is linear in tasks plus links. All four link kinds and
//! their lags (negative = lead) are honoured. Internally a task occupies the half-open day
//! range `[start, start + duration)` with `duration = finish - start + 1`.

use std::collections::HashMap;

use chrono::{Datelike, NaiveDate};

use crate::model::{Error, LinkKind};

/// A leaf task for the critical path: `start` and `finish` are inclusive days.
#[derive(Debug, Clone, PartialEq)]
pub struct CpmTask {
    pub id: usize,
    pub start: NaiveDate,
    pub finish: NaiveDate,
}

/// A link between two tasks, by their `CpmTask::id`.
#[derive(Debug, Clone, PartialEq)]
pub struct CpmLink {
    pub from: usize,
    pub to: usize,
    pub kind: LinkKind,
    pub lag_days: i32,
}

/// Per task, in the order of the `tasks` slice.
#[derive(Debug, Clone, PartialEq)]
pub struct CpmResult {
    /// Late finish minus early finish, in days.
    pub total_float: Vec<i64>,
    /// `total_float <= 0`.
    pub critical: Vec<bool>,
}

struct Edge {
    to: usize,
    kind: LinkKind,
    lag: i64,
}

/// Computes total float and the critical tasks. A task without predecessors starts at its
/// own start; one with predecessors at the earliest day its links allow; the project
/// finishes at the latest early finish. Link ids unknown among `tasks` give
/// `Error::UnknownTask`, repeated task ids `Error::DuplicateUid`, a link cycle `Error::Cycle`.
pub fn critical_path(tasks: &[CpmTask], links: &[CpmLink]) -> Result<CpmResult, Error> {
    let n = tasks.len();
    let mut index: HashMap<usize, usize> = HashMap::with_capacity(n);
    for (i, t) in tasks.iter().enumerate() {
        if index.insert(t.id, i).is_some() {
            return Err(Error::DuplicateUid {
                uid: t.id.to_string(),
            });
        }
    }
    let find = |id: usize| {
        index.get(&id).copied().ok_or_else(|| Error::UnknownTask {
            uid: id.to_string(),
        })
    };
    // Compressed adjacency: the out-edges of task i are edges[offsets[i]..offsets[i + 1]].
    let mut resolved = Vec::with_capacity(links.len());
    let mut offsets = vec![0usize; n + 1];
    let mut in_degree = vec![0usize; n];
    for l in links {
        let (from, to) = (find(l.from)?, find(l.to)?);
        if from == to {
            return Err(Error::Cycle {
                detail: format!("task {} is linked to itself", l.from),
            });
        }
        offsets[from + 1] += 1;
        in_degree[to] += 1;
        resolved.push((from, to, l.kind, i64::from(l.lag_days)));
    }
    for i in 0..n {
        offsets[i + 1] += offsets[i];
    }
    let mut fill = offsets.clone();
    let mut edges: Vec<Edge> = resolved
        .iter()
        .map(|_| Edge {
            to: 0,
            kind: LinkKind::FinishToStart,
            lag: 0,
        })
        .collect();
    for &(from, to, kind, lag) in &resolved {
        edges[fill[from]] = Edge { to, kind, lag };
        fill[from] += 1;
    }

    // Kahn's algorithm.
    let has_preds: Vec<bool> = in_degree.iter().map(|&d| d > 0).collect();
    let mut order: Vec<usize> = (0..n).filter(|&i| in_degree[i] == 0).collect();
    let mut head = 0;
    while head < order.len() {
        let u = order[head];
        head += 1;
        for e in &edges[offsets[u]..offsets[u + 1]] {
            in_degree[e.to] -= 1;
            if in_degree[e.to] == 0 {
                order.push(e.to);
            }
        }
    }
    if order.len() < n {
        return Err(Error::Cycle {
            detail: format!("{} tasks are on or behind a link cycle", n - order.len()),
        });
    }

    let day = |d: NaiveDate| i64::from(d.num_days_from_ce());
    let duration: Vec<i64> = tasks
        .iter()
        .map(|t| (day(t.finish) - day(t.start) + 1).max(0))
        .collect();
    // Forward pass: early start and (exclusive) early finish.
    let mut early_start: Vec<i64> = tasks
        .iter()
        .enumerate()
        .map(|(i, t)| if has_preds[i] { i64::MIN } else { day(t.start) })
        .collect();
    let mut early_finish = vec![0i64; n];
    for &u in &order {
        early_finish[u] = early_start[u] + duration[u];
        for e in &edges[offsets[u]..offsets[u + 1]] {
            let v = e.to;
            let bound = match e.kind {
                LinkKind::FinishToStart => early_finish[u] + e.lag,
                LinkKind::StartToStart => early_start[u] + e.lag,
                LinkKind::FinishToFinish => early_finish[u] + e.lag - duration[v],
                LinkKind::StartToFinish => early_start[u] + e.lag - duration[v],
            };
            early_start[v] = early_start[v].max(bound);
        }
    }
    let project_finish = early_finish.iter().copied().max().unwrap_or(0);
    // Backward pass: (exclusive) late finish, never past the project finish.
    let mut late_finish = vec![project_finish; n];
    for &u in order.iter().rev() {
        for e in &edges[offsets[u]..offsets[u + 1]] {
            let v = e.to;
            let late_start_v = late_finish[v] - duration[v];
            let bound = match e.kind {
                LinkKind::FinishToStart => late_start_v - e.lag,
                LinkKind::StartToStart => late_start_v - e.lag + duration[u],
                LinkKind::FinishToFinish => late_finish[v] - e.lag,
                LinkKind::StartToFinish => late_finish[v] - e.lag + duration[u],
            };
            late_finish[u] = late_finish[u].min(bound);
        }
    }
    let total_float: Vec<i64> = (0..n).map(|i| late_finish[i] - early_finish[i]).collect();
    let critical = total_float.iter().map(|&f| f <= 0).collect();
    Ok(CpmResult {
        total_float,
        critical,
    })
}
