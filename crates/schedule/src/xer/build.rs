//! Maps the XER tables of the file's first project to the model: every PROJWBS node but
//! the project node becomes a summary task `wbs:<wbs_id>` (dates, percent, cost and
//! actuals rolled up from the activities below it; nodes with no activity below are
//! dropped), every TASK row a task `<task_id>` under its WBS node, every TASKPRED row
//! between two of the project's activities a link.

use std::collections::{HashMap, HashSet};

use super::tables::{Row, Table};
use super::tree::{assemble, Wbs};
use super::HOURS_PER_DAY;
use crate::model::{Error, Link, LinkKind, Schedule, Task, MAX_TASKS};
use crate::util::{finish_date, parse_date_time};

fn in_project(t: &Table, r: &Row, proj_id: &str) -> bool {
    t.col("proj_id")
        .is_none_or(|c| r.get(Some(c)).trim() == proj_id)
}

fn too_many() -> Error {
    Error::TooLarge {
        detail: format!("more than {MAX_TASKS} tasks"),
    }
}

fn read_wbs<'a>(t: Option<&Table<'a>>, proj_id: &str) -> Result<Vec<Wbs<'a>>, Error> {
    let Some(t) = t else { return Ok(Vec::new()) };
    let c_id = t.req_col("wbs_id")?;
    let (c_parent, c_name, c_short) = (
        t.col("parent_wbs_id"),
        t.col("wbs_name"),
        t.col("wbs_short_name"),
    );
    let (c_seq, c_node) = (t.col("seq_num"), t.col("proj_node_flag"));
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    for r in t.rows.iter().filter(|r| in_project(t, r, proj_id)) {
        let id = r.req(t, c_id)?;
        if !seen.insert(id) {
            return Err(Error::DuplicateUid {
                uid: format!("wbs:{id}"),
            });
        }
        let name = match r.get(c_name) {
            "" => r.get(c_short),
            n => n,
        };
        out.push(Wbs {
            id,
            parent: r.get(c_parent).trim(),
            name: name.to_string(),
            seq: r.get(c_seq).trim().parse().unwrap_or(0.0),
            project_node: r.get(c_node).trim() == "Y",
        });
        if out.len() > MAX_TASKS {
            return Err(too_many());
        }
    }
    Ok(out)
}

fn parse_f64(v: &str) -> Option<f64> {
    v.trim().parse::<f64>().ok().filter(|x| x.is_finite())
}

/// Activity costs from TASKRSRC (where P6 keeps them), summed per task_id.
fn resource_costs<'a>(t: Option<&Table<'a>>, proj_id: &str) -> HashMap<&'a str, f64> {
    let mut out = HashMap::new();
    if let Some((t, c_task, c_cost)) =
        t.and_then(|t| Some((t, t.col("task_id")?, t.col("target_cost")?)))
    {
        for r in t.rows.iter().filter(|r| in_project(t, r, proj_id)) {
            if let Some(c) = parse_f64(r.get(Some(c_cost))) {
                *out.entry(r.get(Some(c_task)).trim()).or_insert(0.0) += c;
            }
        }
    }
    out
}

fn read_tasks<'a>(
    t: Option<&Table<'a>>,
    rsrc: Option<&Table<'a>>,
    proj_id: &str,
) -> Result<Vec<(Task, &'a str)>, Error> {
    let Some(t) = t else { return Ok(Vec::new()) };
    let (c_id, c_wbs, c_name) = (
        t.req_col("task_id")?,
        t.req_col("wbs_id")?,
        t.req_col("task_name")?,
    );
    let (c_start, c_end) = (
        t.req_col("target_start_date")?,
        t.req_col("target_end_date")?,
    );
    let (c_type, c_pct, c_cost) = (
        t.col("task_type"),
        t.col("phys_complete_pct"),
        t.col("target_cost"),
    );
    let (c_as, c_ae) = (t.col("act_start_date"), t.col("act_end_date"));
    let costs = resource_costs(rsrc, proj_id);
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for r in t.rows.iter().filter(|r| in_project(t, r, proj_id)) {
        let id = r.req(t, c_id)?;
        if !seen.insert(id) {
            return Err(Error::DuplicateUid {
                uid: id.to_string(),
            });
        }
        let start_v = parse_date_time(r.req(t, c_start)?, r.line)?;
        let finish_v = parse_date_time(r.req(t, c_end)?, r.line)?;
        let kind = r.get(c_type).trim();
        let milestone = kind == "TT_Mile" || kind == "TT_FinMile";
        let (start, finish) = match kind {
            "TT_Mile" => (start_v.date, start_v.date),
            "TT_FinMile" => {
                let d = finish_date(finish_v, start_v.date);
                (d, d)
            }
            _ => (start_v.date, finish_date(finish_v, start_v.date)),
        };
        let optional = |c: Option<usize>| match r.get(c).trim() {
            "" => Ok(None),
            v => parse_date_time(v, r.line).map(Some),
        };
        let actual_start = optional(c_as)?.map(|d| d.date);
        let actual_finish = optional(c_ae)?.map(|d| finish_date(d, actual_start.unwrap_or(d.date)));
        let percent = match parse_f64(r.get(c_pct)) {
            Some(p) => p.clamp(0.0, 100.0),
            None if actual_finish.is_some() => 100.0,
            None => 0.0,
        };
        let cost = parse_f64(r.get(c_cost)).or_else(|| costs.get(id).copied());
        let task = Task {
            uid: id.to_string(),
            parent: None,
            name: r.get(Some(c_name)).to_string(),
            start,
            finish,
            actual_start,
            actual_finish,
            percent_complete: percent,
            milestone,
            cost,
        };
        out.push((task, r.get(Some(c_wbs)).trim()));
        if out.len() > MAX_TASKS {
            return Err(too_many());
        }
    }
    Ok(out)
}

fn read_links(t: Option<&Table>, proj_id: &str, known: &HashSet<&str>) -> Result<Vec<Link>, Error> {
    let Some(t) = t else { return Ok(Vec::new()) };
    let (c_succ, c_pred) = (t.req_col("task_id")?, t.req_col("pred_task_id")?);
    let (c_type, c_lag, c_pproj) = (
        t.col("pred_type"),
        t.col("lag_hr_cnt"),
        t.col("pred_proj_id"),
    );
    let mut out = Vec::new();
    for r in t.rows.iter().filter(|r| in_project(t, r, proj_id)) {
        // Links to activities of other projects cannot be represented.
        let pred_proj = r.get(c_pproj).trim();
        if !pred_proj.is_empty() && pred_proj != proj_id {
            continue;
        }
        let (succ, pred) = (r.req(t, c_succ)?, r.req(t, c_pred)?);
        for uid in [succ, pred] {
            if !known.contains(uid) {
                return Err(Error::UnknownTask {
                    uid: uid.to_string(),
                });
            }
        }
        let kind = match r.get(c_type).trim() {
            "PR_SS" => LinkKind::StartToStart,
            "PR_FF" => LinkKind::FinishToFinish,
            "PR_SF" => LinkKind::StartToFinish,
            _ => LinkKind::FinishToStart,
        };
        let lag = (parse_f64(r.get(c_lag)).unwrap_or(0.0) / HOURS_PER_DAY).round();
        out.push(Link {
            predecessor: pred.to_string(),
            successor: succ.to_string(),
            kind,
            lag_days: lag.clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32,
        });
    }
    Ok(out)
}

/// Builds the schedule of the file's first PROJECT row.
pub(super) fn build(tables: &HashMap<&str, Table>) -> Result<Schedule, Error> {
    let project = tables.get("PROJECT").ok_or_else(|| Error::NotXer {
        detail: "the file has no PROJECT table".to_string(),
        line: 1,
    })?;
    let first = project.rows.first().ok_or_else(|| Error::NotXer {
        detail: "the PROJECT table has no row".to_string(),
        line: project.line,
    })?;
    let proj_id = first.req(project, project.req_col("proj_id")?)?;
    let name = first.get(project.col("proj_short_name")).trim().to_string();
    let wbs = read_wbs(tables.get("PROJWBS"), proj_id)?;
    let leaves = read_tasks(tables.get("TASK"), tables.get("TASKRSRC"), proj_id)?;
    if wbs.len() + leaves.len() > MAX_TASKS {
        return Err(too_many());
    }
    let known: HashSet<&str> = leaves.iter().map(|(t, _)| t.uid.as_str()).collect();
    let links = read_links(tables.get("TASKPRED"), proj_id, &known)?;
    let tasks = assemble(wbs, leaves)?;
    Ok(Schedule { name, tasks, links })
}
