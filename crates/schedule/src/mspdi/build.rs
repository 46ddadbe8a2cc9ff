//! Turns the raw records into the model: dates, percent, cost (hundredths in the file),
//! the outline hierarchy, link types and lags, and the uid checks.

use std::collections::HashSet;

use super::parse::{too_many, Doc, Located};
use super::LAG_PER_DAY;
use crate::model::{Error, Link, LinkKind, Schedule, Task, MAX_TASKS};
use crate::util::{finish_date, parse_date_time, DateTimeValue};

const LAG_PER_ELAPSED_DAY: f64 = 14400.0;

fn optional_date(v: &Located) -> Result<Option<DateTimeValue>, Error> {
    match v {
        Some((s, line)) if !s.is_empty() => parse_date_time(s, *line).map(Some),
        _ => Ok(None),
    }
}

fn required_date(v: &Located, field: &str, task_line: usize) -> Result<DateTimeValue, Error> {
    optional_date(v)?.ok_or_else(|| Error::MissingField {
        table_or_element: "Task".to_string(),
        field: field.to_string(),
        line: task_line,
    })
}

/// `LinkLag` (tenths of a minute) to whole days: 8-hour working days, except for the
/// elapsed formats (4 em, 6 eh, 8 ed, 10 ew, 12 emo and their estimated `?` forms) which
/// count 24-hour days; percentage lags (19, 20, 51, 52) are not representable and become 0.
fn lag_days(lag: Option<&str>, format: Option<&str>) -> i32 {
    let lag: f64 = lag.and_then(|v| v.parse().ok()).unwrap_or(0.0);
    let format: i64 = format.and_then(|v| v.parse().ok()).unwrap_or(7);
    let per_day = match format {
        4 | 6 | 8 | 10 | 12 | 36 | 38 | 40 | 42 | 44 => LAG_PER_ELAPSED_DAY,
        19 | 20 | 51 | 52 => return 0,
        _ => LAG_PER_DAY,
    };
    let days = (lag / per_day).round();
    if days.is_finite() {
        days.clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32
    } else {
        0
    }
}

fn link_kind(v: Option<&str>) -> LinkKind {
    match v.map(str::trim) {
        Some("0") => LinkKind::FinishToFinish,
        Some("2") => LinkKind::StartToFinish,
        Some("3") => LinkKind::StartToStart,
        _ => LinkKind::FinishToStart,
    }
}

pub(super) fn build(doc: Doc) -> Result<Schedule, Error> {
    // MS Project keeps the file name in <Name> and the project's own name in <Title>.
    let name = match (doc.title, doc.name) {
        (Some(t), _) if !t.is_empty() => t,
        (_, n) => n.unwrap_or_default(),
    };
    let mut tasks = Vec::with_capacity(doc.tasks.len());
    let mut links = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut skipped: HashSet<String> = HashSet::new();
    let mut outline: Vec<(i64, String)> = Vec::new();
    for raw in doc.tasks {
        let uid = raw
            .uid
            .filter(|u| !u.is_empty())
            .ok_or(Error::MissingField {
                table_or_element: "Task".to_string(),
                field: "UID".to_string(),
                line: raw.line,
            })?;
        let level: i64 = raw.level.and_then(|l| l.parse().ok()).unwrap_or(1);
        if raw.is_null || uid == "0" || level <= 0 {
            skipped.insert(uid);
            continue;
        }
        let start = required_date(&raw.start, "Start", raw.line)?.date;
        let finish = finish_date(required_date(&raw.finish, "Finish", raw.line)?, start);
        let actual_start = optional_date(&raw.actual_start)?.map(|d| d.date);
        let actual_finish = optional_date(&raw.actual_finish)?
            .map(|d| finish_date(d, actual_start.unwrap_or(d.date)));
        let percent = raw
            .percent
            .and_then(|p| p.parse::<f64>().ok())
            .filter(|p| p.is_finite())
            .map_or(0.0, |p| p.clamp(0.0, 100.0));
        let cost = raw
            .cost
            .and_then(|c| c.parse::<f64>().ok())
            .filter(|c| c.is_finite())
            .map(|c| c / 100.0);
        while outline.last().is_some_and(|(l, _)| *l >= level) {
            outline.pop();
        }
        let parent = outline.last().map(|(_, u)| u.clone());
        outline.push((level, uid.clone()));
        if !seen.insert(uid.clone()) {
            return Err(Error::DuplicateUid { uid });
        }
        if seen.len() > MAX_TASKS {
            return Err(too_many());
        }
        for l in raw.links.iter().filter(|l| !l.cross) {
            let pred = l
                .pred
                .clone()
                .filter(|p| !p.is_empty())
                .ok_or(Error::MissingField {
                    table_or_element: "PredecessorLink".to_string(),
                    field: "PredecessorUID".to_string(),
                    line: l.line,
                })?;
            links.push(Link {
                predecessor: pred,
                successor: uid.clone(),
                kind: link_kind(l.kind.as_deref()),
                lag_days: lag_days(l.lag.as_deref(), l.format.as_deref()),
            });
        }
        tasks.push(Task {
            uid,
            parent,
            name: raw.name,
            start,
            finish,
            actual_start,
            actual_finish,
            percent_complete: percent,
            milestone: raw.milestone,
            cost,
        });
    }
    // Links to the project summary or to blank rows carry no meaning: drop them.
    links.retain(|l| !skipped.contains(&l.predecessor) || seen.contains(&l.predecessor));
    if let Some(l) = links.iter().find(|l| !seen.contains(&l.predecessor)) {
        return Err(Error::UnknownTask {
            uid: l.predecessor.clone(),
        });
    }
    Ok(Schedule { name, tasks, links })
}
