//! The XER writer: ERMHDR, PROJECT, PROJWBS (the project node plus every task that has
//! children), TASK (every leaf task) and TASKPRED (links between leaf tasks; links that
//! touch a summary have no XER form and are left out). Ids are sequential integers.

use std::collections::HashMap;

use chrono::NaiveDate;

use super::HOURS_PER_DAY;
use crate::model::{LinkKind, Schedule};
use crate::util::{wbs_walk, working_days};

/// Tabs and line breaks would break the table structure.
fn clean(s: &str) -> String {
    s.replace(['\t', '\r', '\n'], " ")
}

fn date(d: NaiveDate, time: &str) -> String {
    format!("{} {time}", d.format("%Y-%m-%d"))
}

fn row(out: &mut String, tag: &str, values: &[&str]) {
    out.push_str(tag);
    for v in values {
        out.push('\t');
        out.push_str(v);
    }
    out.push_str("\r\n");
}

/// Writes the schedule as a P6 XER file (UTF-8).
pub fn write_xer(s: &Schedule) -> Vec<u8> {
    let walk = wbs_walk(s);
    let first_start = s.tasks.iter().map(|t| t.start).min();
    let export_date = first_start
        .map(|d| d.format("%Y-%m-%d").to_string())
        .unwrap_or_default();
    let name = clean(&s.name);
    let mut out = String::new();
    row(
        &mut out,
        "ERMHDR",
        &[
            "19.12",
            &export_date,
            "Project",
            "admin",
            "Obra",
            "dbxDatabaseNoName",
            "Project Management",
            "USD",
        ],
    );

    row(&mut out, "%T", &["PROJECT"]);
    row(
        &mut out,
        "%F",
        &["proj_id", "proj_short_name", "plan_start_date"],
    );
    let plan_start = first_start.map(|d| date(d, "08:00")).unwrap_or_default();
    row(&mut out, "%R", &["1", &name, &plan_start]);

    // Ids: the project node is WBS 1; summaries get WBS ids from 2, leaves task ids from 1.
    let mut wbs_id: HashMap<usize, String> = HashMap::new();
    let mut task_id: HashMap<usize, String> = HashMap::new();
    for item in &walk {
        if item.has_children {
            wbs_id.insert(item.index, (wbs_id.len() + 2).to_string());
        } else {
            task_id.insert(item.index, (task_id.len() + 1).to_string());
        }
    }
    let parent_wbs = |parent: Option<usize>| {
        parent
            .and_then(|p| wbs_id.get(&p))
            .map_or("1", String::as_str)
    };

    row(&mut out, "%T", &["PROJWBS"]);
    row(
        &mut out,
        "%F",
        &[
            "wbs_id",
            "proj_id",
            "parent_wbs_id",
            "wbs_short_name",
            "wbs_name",
            "seq_num",
            "proj_node_flag",
        ],
    );
    row(&mut out, "%R", &["1", "1", "", &name, &name, "0", "Y"]);
    for (seq, item) in walk.iter().enumerate().filter(|(_, i)| i.has_children) {
        let short = item.outline.rsplit('.').next().unwrap_or("");
        let id = wbs_id.get(&item.index).map_or("", String::as_str);
        let seq = (seq + 1).to_string();
        row(
            &mut out,
            "%R",
            &[
                id,
                "1",
                parent_wbs(item.parent),
                short,
                &clean(&s.tasks[item.index].name),
                &seq,
                "N",
            ],
        );
    }

    let with_cost = walk
        .iter()
        .any(|i| !i.has_children && s.tasks[i.index].cost.is_some_and(f64::is_finite));
    row(&mut out, "%T", &["TASK"]);
    let mut fields = vec![
        "task_id",
        "proj_id",
        "wbs_id",
        "task_code",
        "task_name",
        "task_type",
        "status_code",
        "complete_pct_type",
    ];
    fields.extend([
        "target_start_date",
        "target_end_date",
        "act_start_date",
        "act_end_date",
        "phys_complete_pct",
        "target_drtn_hr_cnt",
    ]);
    if with_cost {
        fields.push("target_cost");
    }
    row(&mut out, "%F", &fields);
    for (n, item) in walk.iter().filter(|i| !i.has_children).enumerate() {
        let t = &s.tasks[item.index];
        let id = task_id.get(&item.index).map_or("", String::as_str);
        let code = format!("A{}", 1000 + 10 * n);
        let (kind, finish) = if t.milestone {
            ("TT_Mile", date(t.start, "08:00"))
        } else {
            ("TT_Task", date(t.finish, "17:00"))
        };
        let status = match (t.actual_start, t.actual_finish) {
            (_, Some(_)) => "TK_Complete",
            (Some(_), None) => "TK_Active",
            _ => "TK_NotStart",
        };
        let hours = if t.milestone {
            0
        } else {
            working_days(t.start, t.finish) * 8
        };
        let percent = if t.percent_complete.is_finite() {
            t.percent_complete.clamp(0.0, 100.0)
        } else {
            0.0
        };
        let mut values = vec![
            id.to_string(),
            "1".into(),
            parent_wbs(item.parent).into(),
            code,
            clean(&t.name),
            kind.into(),
            status.into(),
            "CP_Phys".into(),
        ];
        values.extend([date(t.start, "08:00"), finish]);
        values.push(t.actual_start.map(|d| date(d, "08:00")).unwrap_or_default());
        values.push(
            t.actual_finish
                .map(|d| date(d, "17:00"))
                .unwrap_or_default(),
        );
        values.extend([percent.to_string(), hours.to_string()]);
        if with_cost {
            values.push(
                t.cost
                    .filter(|c| c.is_finite())
                    .map(|c| c.to_string())
                    .unwrap_or_default(),
            );
        }
        let values: Vec<&str> = values.iter().map(String::as_str).collect();
        row(&mut out, "%R", &values);
    }

    let leaf_id: HashMap<&str, &str> = task_id
        .iter()
        .map(|(&i, id)| (s.tasks[i].uid.as_str(), id.as_str()))
        .collect();
    row(&mut out, "%T", &["TASKPRED"]);
    row(
        &mut out,
        "%F",
        &[
            "task_pred_id",
            "task_id",
            "pred_task_id",
            "proj_id",
            "pred_proj_id",
            "pred_type",
            "lag_hr_cnt",
        ],
    );
    let mut n = 0;
    for l in &s.links {
        let (Some(succ), Some(pred)) = (
            leaf_id.get(l.successor.as_str()),
            leaf_id.get(l.predecessor.as_str()),
        ) else {
            continue;
        };
        n += 1;
        let kind = match l.kind {
            LinkKind::FinishToStart => "PR_FS",
            LinkKind::StartToStart => "PR_SS",
            LinkKind::FinishToFinish => "PR_FF",
            LinkKind::StartToFinish => "PR_SF",
        };
        let lag = (f64::from(l.lag_days) * HOURS_PER_DAY).to_string();
        row(
            &mut out,
            "%R",
            &[&n.to_string(), succ, pred, "1", "1", kind, &lag],
        );
    }
    out.push_str("%E\r\n");
    out.into_bytes()
}
