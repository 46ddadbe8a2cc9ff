//! Helpers shared by the readers and writers: date-time parsing with line numbers,
//! working-day counting, byte-offset to line conversion and the WBS walk the writers use
//! to emit a well-formed outline whatever order or parent cycles the model has.

use std::collections::HashMap;

use chrono::{Datelike, Duration, NaiveDate, Weekday};

use crate::model::{Error, Schedule};

/// A parsed `YYYY-MM-DD[T| ]HH:MM[:SS]` value: the date and whether the time is midnight.
#[derive(Debug, Clone, Copy)]
pub struct DateTimeValue {
    pub date: NaiveDate,
    pub midnight: bool,
}

/// Parses the date part of an xsd:dateTime or an XER date (`2026-03-02 08:00`); a time, if
/// present, must look like `HH:MM`.
pub fn parse_date_time(value: &str, line: usize) -> Result<DateTimeValue, Error> {
    let bad = || Error::BadDate {
        value: value.to_string(),
        line,
    };
    let v = value.trim();
    let date_part = v.get(..10).ok_or_else(bad)?;
    let date = NaiveDate::parse_from_str(date_part, "%Y-%m-%d").map_err(|_| bad())?;
    let rest = v.get(10..).ok_or_else(bad)?;
    // A bare date, possibly with a time zone (xsd:date): the day itself.
    if rest.is_empty() || rest.starts_with(['Z', '+', '-']) {
        return Ok(DateTimeValue {
            date,
            midnight: false,
        });
    }
    let time = rest
        .strip_prefix('T')
        .or_else(|| rest.strip_prefix(' '))
        .ok_or_else(bad)?;
    let hour: u32 = time.get(..2).and_then(|h| h.parse().ok()).ok_or_else(bad)?;
    let minute: u32 = time
        .get(3..5)
        .and_then(|m| m.parse().ok())
        .ok_or_else(bad)?;
    if time.get(2..3) != Some(":") || hour > 24 || minute > 59 {
        return Err(bad());
    }
    Ok(DateTimeValue {
        date,
        midnight: hour == 0 && minute == 0,
    })
}

/// A finish at midnight means the end of the previous day (24-hour calendars write
/// `2026-03-07T00:00:00` for work ending on the 6th), unless that would precede `start`.
pub fn finish_date(finish: DateTimeValue, start: NaiveDate) -> NaiveDate {
    if finish.midnight && finish.date > start {
        finish.date - Duration::days(1)
    } else {
        finish.date
    }
}

/// Monday–Friday days from `a` to `b`, both inclusive (0 when `b < a`).
pub fn working_days(a: NaiveDate, b: NaiveDate) -> i64 {
    if b < a {
        return 0;
    }
    let days = (b - a).num_days() + 1;
    let mut count = days / 7 * 5;
    let mut day = a.weekday();
    for _ in 0..days % 7 {
        if !matches!(day, Weekday::Sat | Weekday::Sun) {
            count += 1;
        }
        day = day.succ();
    }
    count
}

/// Converts increasing byte offsets into 1-based line numbers without rescanning.
pub struct LineCounter<'a> {
    bytes: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> LineCounter<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        LineCounter {
            bytes,
            pos: 0,
            line: 1,
        }
    }

    pub fn line_at(&mut self, offset: u64) -> usize {
        let offset = usize::try_from(offset)
            .unwrap_or(usize::MAX)
            .min(self.bytes.len());
        if offset < self.pos {
            self.pos = 0;
            self.line = 1;
        }
        let newlines = self
            .bytes
            .get(self.pos..offset)
            .map_or(0, |s| s.iter().filter(|&&b| b == b'\n').count());
        self.line += newlines;
        self.pos = offset;
        self.line
    }
}

/// One task in the order the writers emit it.
pub struct WalkItem {
    /// Index into `Schedule::tasks`.
    pub index: usize,
    /// 1 at the top.
    pub level: usize,
    /// Index of the parent as emitted (a parent missing from the schedule, or one that
    /// would close a parent cycle, is dropped and the task goes to the top).
    pub parent: Option<usize>,
    /// Outline number such as `2.1.3`.
    pub outline: String,
    pub has_children: bool,
}

/// Depth-first WBS order: every parent before its children, siblings in model order.
pub fn wbs_walk(s: &Schedule) -> Vec<WalkItem> {
    let n = s.tasks.len();
    let mut by_uid: HashMap<&str, usize> = HashMap::with_capacity(n);
    for (i, t) in s.tasks.iter().enumerate() {
        by_uid.entry(t.uid.as_str()).or_insert(i);
    }
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut roots = Vec::new();
    for (i, t) in s.tasks.iter().enumerate() {
        match t.parent.as_deref().and_then(|p| by_uid.get(p).copied()) {
            Some(p) if p != i => children[p].push(i),
            _ => roots.push(i),
        }
    }
    let mut out: Vec<WalkItem> = Vec::with_capacity(n);
    let mut visited = vec![false; n];
    let mut top_count = 0usize;
    // Tasks caught in a parent cycle are unreachable from the roots: start them at the top.
    let starts: Vec<usize> = roots.into_iter().chain(0..n).collect();
    for start in starts {
        if visited[start] {
            continue;
        }
        top_count += 1;
        // (task, parent position in `out`, outline number)
        let mut stack: Vec<(usize, Option<usize>, String)> =
            vec![(start, None, top_count.to_string())];
        while let Some((i, parent_pos, outline)) = stack.pop() {
            if visited[i] {
                continue;
            }
            visited[i] = true;
            let level = parent_pos.map_or(1, |p| out[p].level + 1);
            let pos = out.len();
            if let Some(p) = parent_pos {
                out[p].has_children = true;
            }
            let kids: Vec<usize> = children[i]
                .iter()
                .copied()
                .filter(|&c| !visited[c])
                .collect();
            for (k, &c) in kids.iter().enumerate().rev() {
                stack.push((c, Some(pos), format!("{outline}.{}", k + 1)));
            }
            out.push(WalkItem {
                index: i,
                level,
                parent: parent_pos.map(|p| out[p].index),
                outline,
                has_children: false,
            });
        }
    }
    out
}
