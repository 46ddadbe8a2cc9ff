//! The MSPDI writer: a file MS Project 2010+ opens as a new project. It carries one
//! standard calendar (Mon–Fri 08:00–12:00, 13:00–17:00), tasks in WBS order with their
//! outline, dates at 08:00/17:00, durations in working hours, costs (in hundredths) also as
//! fixed costs of the leaves, and a "start no earlier than" constraint on every leaf task
//! so that MS Project's rescheduling keeps the planned dates.

use std::collections::HashMap;
use std::io;

use chrono::NaiveDate;
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};
use quick_xml::Writer;

use super::{LAG_PER_DAY, NAMESPACE};
use crate::model::{LinkKind, Schedule, Task};
use crate::util::{wbs_walk, working_days, WalkItem};

type W = Writer<Vec<u8>>;

fn el(w: &mut W, name: &str, text: &str) -> io::Result<()> {
    w.create_element(name)
        .write_text_content(BytesText::new(text))?;
    Ok(())
}

fn open(w: &mut W, name: &str) -> io::Result<()> {
    w.write_event(Event::Start(BytesStart::new(name)))
}

fn close(w: &mut W, name: &str) -> io::Result<()> {
    w.write_event(Event::End(BytesEnd::new(name)))
}

fn start_time(d: NaiveDate) -> String {
    format!("{}T08:00:00", d.format("%Y-%m-%d"))
}

fn finish_time(d: NaiveDate) -> String {
    format!("{}T17:00:00", d.format("%Y-%m-%d"))
}

fn duration(t: &Task) -> String {
    let hours = if t.milestone {
        0
    } else {
        working_days(t.start, t.finish) * 8
    };
    format!("PT{hours}H0M0S")
}

fn link_type(k: LinkKind) -> &'static str {
    match k {
        LinkKind::FinishToFinish => "0",
        LinkKind::FinishToStart => "1",
        LinkKind::StartToFinish => "2",
        LinkKind::StartToStart => "3",
    }
}

/// MSPDI UIDs are integers: keep a task's uid when it is a positive integer, otherwise
/// number it after the largest kept one.
fn assign_uids(s: &Schedule, walk: &[WalkItem]) -> HashMap<usize, u32> {
    let mut out = HashMap::with_capacity(walk.len());
    let mut used = std::collections::HashSet::new();
    for item in walk {
        let kept = s.tasks[item.index].uid.parse::<u32>().ok();
        if let Some(uid) = kept.filter(|&u| u > 0 && u < i32::MAX as u32 && !used.contains(&u)) {
            used.insert(uid);
            out.insert(item.index, uid);
        }
    }
    let mut next = used.iter().max().copied().unwrap_or(0);
    for item in walk {
        out.entry(item.index).or_insert_with(|| {
            next += 1;
            next
        });
    }
    out
}

fn write_calendar(w: &mut W) -> io::Result<()> {
    open(w, "Calendars")?;
    open(w, "Calendar")?;
    el(w, "UID", "1")?;
    el(w, "Name", "Standard")?;
    el(w, "IsBaseCalendar", "1")?;
    el(w, "BaseCalendarUID", "-1")?;
    open(w, "WeekDays")?;
    for day in 1..=7 {
        open(w, "WeekDay")?;
        el(w, "DayType", &day.to_string())?;
        let working = (2..=6).contains(&day);
        el(w, "DayWorking", if working { "1" } else { "0" })?;
        if working {
            open(w, "WorkingTimes")?;
            for (from, to) in [("08:00:00", "12:00:00"), ("13:00:00", "17:00:00")] {
                open(w, "WorkingTime")?;
                el(w, "FromTime", from)?;
                el(w, "ToTime", to)?;
                close(w, "WorkingTime")?;
            }
            close(w, "WorkingTimes")?;
        }
        close(w, "WeekDay")?;
    }
    close(w, "WeekDays")?;
    close(w, "Calendar")?;
    close(w, "Calendars")
}

fn write_doc(w: &mut W, s: &Schedule) -> io::Result<()> {
    w.write_event(Event::Decl(BytesDecl::new(
        "1.0",
        Some("UTF-8"),
        Some("yes"),
    )))?;
    w.write_event(Event::Start(
        BytesStart::new("Project").with_attributes([("xmlns", NAMESPACE)]),
    ))?;
    el(w, "SaveVersion", "14")?;
    el(w, "Name", &s.name)?;
    el(w, "Title", &s.name)?;
    el(w, "ScheduleFromStart", "1")?;
    if let Some(start) = s.tasks.iter().map(|t| t.start).min() {
        el(w, "StartDate", &start_time(start))?;
    }
    if let Some(finish) = s.tasks.iter().map(|t| t.finish).max() {
        el(w, "FinishDate", &finish_time(finish))?;
    }
    el(w, "CalendarUID", "1")?;
    el(w, "DefaultStartTime", "08:00:00")?;
    el(w, "DefaultFinishTime", "17:00:00")?;
    el(w, "MinutesPerDay", "480")?;
    el(w, "MinutesPerWeek", "2400")?;
    el(w, "DaysPerMonth", "20")?;
    el(w, "DurationFormat", "7")?;
    write_calendar(w)?;

    let walk = wbs_walk(s);
    let uids = assign_uids(s, &walk);
    let by_uid: HashMap<&str, usize> = s
        .tasks
        .iter()
        .enumerate()
        .map(|(i, t)| (t.uid.as_str(), i))
        .collect();
    let mut preds: HashMap<usize, Vec<usize>> = HashMap::new();
    for (n, l) in s.links.iter().enumerate() {
        if let (Some(_), Some(&succ)) = (
            by_uid.get(l.predecessor.as_str()),
            by_uid.get(l.successor.as_str()),
        ) {
            preds.entry(succ).or_default().push(n);
        }
    }
    open(w, "Tasks")?;
    for (id, item) in walk.iter().enumerate() {
        let t = &s.tasks[item.index];
        let uid = uids.get(&item.index).copied().unwrap_or(0).to_string();
        open(w, "Task")?;
        el(w, "UID", &uid)?;
        el(w, "ID", &(id + 1).to_string())?;
        el(w, "Name", &t.name)?;
        el(w, "Type", "0")?;
        el(w, "IsNull", "0")?;
        el(w, "OutlineNumber", &item.outline)?;
        el(w, "OutlineLevel", &item.level.to_string())?;
        let start = start_time(t.start);
        // A milestone starts and finishes at the same instant.
        let finish = if t.milestone {
            start.clone()
        } else {
            finish_time(t.finish)
        };
        el(w, "Start", &start)?;
        el(w, "Finish", &finish)?;
        el(w, "Duration", &duration(t))?;
        el(w, "DurationFormat", "7")?;
        el(w, "Milestone", if t.milestone { "1" } else { "0" })?;
        el(w, "Summary", if item.has_children { "1" } else { "0" })?;
        // Costs are in hundredths. Without resources MS Project computes a task's cost
        // from its fixed cost, so a leaf carries its cost as fixed cost too.
        let cost = t
            .cost
            .filter(|c| c.is_finite())
            .map(|c| (c * 100.0).round().to_string());
        if let (Some(cost), false) = (&cost, item.has_children) {
            el(w, "FixedCost", cost)?;
            el(w, "FixedCostAccrual", "3")?;
        }
        let percent = t.percent_complete.clamp(0.0, 100.0).round() as i64;
        el(w, "PercentComplete", &percent.to_string())?;
        if let Some(cost) = &cost {
            el(w, "Cost", cost)?;
        }
        if let Some(d) = t.actual_start {
            el(w, "ActualStart", &start_time(d))?;
        }
        if let Some(d) = t.actual_finish {
            el(w, "ActualFinish", &finish_time(d))?;
        }
        if !item.has_children {
            el(w, "ConstraintType", "4")?;
            el(w, "ConstraintDate", &start)?;
        }
        for &n in preds.get(&item.index).map(Vec::as_slice).unwrap_or(&[]) {
            let l = &s.links[n];
            let Some(pred_uid) = by_uid.get(l.predecessor.as_str()).and_then(|p| uids.get(p))
            else {
                continue;
            };
            open(w, "PredecessorLink")?;
            el(w, "PredecessorUID", &pred_uid.to_string())?;
            el(w, "Type", link_type(l.kind))?;
            el(w, "CrossProject", "0")?;
            el(
                w,
                "LinkLag",
                &(f64::from(l.lag_days) * LAG_PER_DAY).to_string(),
            )?;
            el(w, "LagFormat", "7")?;
            close(w, "PredecessorLink")?;
        }
        close(w, "Task")?;
    }
    close(w, "Tasks")?;
    close(w, "Project")
}

/// Writes the schedule as MS Project XML (UTF-8).
pub fn write_mspdi(s: &Schedule) -> Vec<u8> {
    let mut w = Writer::new_with_indent(Vec::new(), b' ', 2);
    // Writing into a Vec<u8> cannot fail.
    let _ = write_doc(&mut w, s);
    let mut out = w.into_inner();
    out.push(b'\n');
    out
}
